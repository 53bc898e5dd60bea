import { PageLoading } from "@/components/errors/PageLoading";

export default function AdminLoading() {
  return <PageLoading label="Loading the console…" />;
}
