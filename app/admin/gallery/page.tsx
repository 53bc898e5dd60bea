import { adminPage } from "@/components/admin/admin-page";
import { GalleryConsole } from "@/components/admin/GalleryConsole";

export const dynamic = "force-dynamic";
export const metadata = { title: "Our work" };

export default adminPage(GalleryConsole, "content.manage");
