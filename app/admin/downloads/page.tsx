import { adminPage } from "@/components/admin/admin-page";
import { downloadStats } from "@/lib/downloads/counts";

export const dynamic = "force-dynamic";
export const metadata = { title: "Downloads" };

/** Order-sheet downloads per week (server-rendered: nothing to edit here). */
export default adminPage(async function AdminDownloads() {
  const stats = await downloadStats(8);
  const fmt = (w: string) => new Date(`${w}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <section aria-labelledby="downloads-title">
      <h1 id="downloads-title" className="text-2xl font-semibold text-ink">
        Order-sheet downloads
      </h1>
      <p className="mt-1 text-sm text-ink-muted">Downloads from the Job Work Services column, per week (weeks start on Monday).</p>
      <div className="mt-5 overflow-x-auto rounded-lg border border-rule bg-white">
        <table className="tabular min-w-full text-sm" data-testid="downloads-table">
          <thead className="bg-stone-warm text-left text-ink">
            <tr>
              <th scope="col" className="sticky left-0 bg-stone-warm px-3 py-2 font-semibold">
                Sheet
              </th>
              {stats.weeks.map((w) => (
                <th key={w} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  {fmt(w)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-rule">
            {stats.files.map((f) => (
              <tr key={f.file}>
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium whitespace-nowrap text-ink">
                  {f.name}
                </th>
                {f.counts.map((c, i) => (
                  <td key={stats.weeks[i]} className="px-3 py-2 text-right text-ink-muted">
                    {c}
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-semibold text-ink">{f.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}, "content.manage");
