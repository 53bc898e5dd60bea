import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

/**
 * A still "camera" for Chromium's fake video capture (--use-file-for-fake-video-capture): a Y4M file of one frame
 * showing the QR code of `text`, black on white, as a label held up to the phone. Chromium loops the frame.
 */
export function writeQrVideo(file: string, text: string, width = 640, height = 480): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const cells = modules.size + 2 * quiet;
  const px = Math.floor((Math.min(width, height) * 0.8) / cells);
  const left = Math.floor((width - cells * px) / 2);
  const top = Math.floor((height - cells * px) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < px; dy++) {
        const row = (top + (y + quiet) * px + dy) * width + left + (x + quiet) * px;
        luma.fill(16, row, row + px);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, "ascii");
  writeFileSync(file, Buffer.concat([header, luma, chroma]));
}
