import { PageLoading } from "@/components/errors/PageLoading";

export default function AccountLoading() {
  return <PageLoading label="Loading your account…" />;
}
