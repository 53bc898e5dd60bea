import type { ReactNode } from "react";

// The floor: the smallest Next.js 16 App Router page (no CSS, no font, no client
// component). `npm run bench -- --floor` measures it beside the site's `/`, to show
// what the framework alone costs on the machine the benchmark runs on.
export const metadata = { title: "Floor", description: "A bare Next.js page, the benchmark's floor." };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
