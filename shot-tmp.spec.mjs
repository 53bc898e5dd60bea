import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3101";
const list = JSON.stringify({
  state: {
    rows: [
      {
        id: "a",
        name: "பக்கச் சுவர்",
        material: "mdf-18",
        length: "720",
        width: "560",
        quantity: "4",
        grain: true,
        edges: { l1: 1, l2: null, w1: null, w2: null },
        note: "2 hinge",
        holes: { hingeCups: 2, otherHoles: 0 },
      },
      {
        id: "b",
        name: "அலமாரி",
        material: "mdf-18",
        length: "862",
        width: "540",
        quantity: "3",
        grain: false,
        edges: { l1: 1, l2: 1, w1: null, w2: null },
        note: "",
      },
      {
        id: "c",
        name: "Skirting",
        material: "mdf-18",
        length: "3000",
        width: "100",
        quantity: "2",
        grain: false,
        edges: { l1: null, l2: null, w1: null, w2: null },
        note: "",
      },
      {
        id: "d",
        name: "Shutter",
        material: "mdf-18",
        length: "716",
        width: "297",
        quantity: "6",
        grain: true,
        edges: { l1: 0.8, l2: 0.8, w1: 0.8, w2: 0.8 },
        note: "",
        run: "A",
      },
    ],
    saw: { kerf: "4", trim: "10" },
    defaults: { material: "mdf-18", band: null },
    own: [],
  },
  version: 1,
});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [w, h] of [
  [390, 844],
  [1280, 900],
]) {
  for (const path of ["/ta/cut-list", "/cut-list"]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    page.on("console", (m) => m.type() === "error" && console.log("console error", path, w, m.text()));
    await ctx.addInitScript((v) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("kpw-cut-list", v);
        sessionStorage.setItem("seeded", "1");
      }
    }, list);
    await page.goto(base + path);
    await page.waitForSelector('[data-restored="true"]');
    await page.waitForTimeout(4000);
    const name = path.replace(/\//g, "_");
    await page.screenshot({ path: `/tmp/screens/cl${name}-${w}.png`, fullPage: true });
    if (w === 390 && path.startsWith("/ta")) {
      await page.getByTestId("cut-list-row").first().getByRole("button", { name: /மேலும்/ }).click();
      await page
        .getByTestId("cut-list-row")
        .first()
        .screenshot({ path: `/tmp/screens/cl-row-more-${w}.png` });
      await page.getByLabel("பாகம் 3: நீளம்", { exact: true }).fill("2400");
      await page.waitForTimeout(1500);
      await page.getByTestId("order-panel").screenshot({ path: `/tmp/screens/cl-panel-${w}.png` });
      await page.getByTestId("place-order-open").click();
      await page.getByTestId("order-form").screenshot({ path: `/tmp/screens/cl-form-${w}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
