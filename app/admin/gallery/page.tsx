import { AccessNotice } from "@/components/admin/AccessNotice";
import { GalleryConsole } from "@/components/admin/GalleryConsole";
import { adminAccess } from "@/lib/auth/dal";

export const dynamic = "force-dynamic";
export const metadata = { title: "Our work" };

export default async function AdminGalleryPage() {
  const access = await adminAccess();
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  return <GalleryConsole />;
}
