/**
 * Reads QR codes from the phone's camera (issue 40): the browser's own BarcodeDetector where it has one (Android's
 * Chrome), otherwise jsQR (a small, dependency-free decoder, loaded only then) on frames drawn to a canvas.
 */
import "client-only";

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

export interface QrReader {
  stop: () => void;
  /** Which decoder reads: "native" (BarcodeDetector) or "jsqr". */
  decoder: "native" | "jsqr";
}

/** How often a frame is looked at (ms): quick enough to feel instant, light on a cheap phone's battery. */
const EVERY_MS = 150;
/** Frames are scaled down to this width before jsQR reads them (a label's code is large in the frame). */
const READ_WIDTH = 640;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? ["qr_code"];
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

async function jsqrDetector(): Promise<Detector> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  return {
    detect: async (source) => {
      const video = source as HTMLVideoElement;
      if (!video.videoWidth) return [];
      const scale = Math.min(1, READ_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" });
      return found ? [{ rawValue: found.data }] : [];
    },
  };
}

/** Starts the back camera in `video` and calls `onCode` with each code read. Throws the browser's error when the camera cannot start. */
export async function startQrReader(video: HTMLVideoElement, onCode: (text: string) => void): Promise<QrReader> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
  video.srcObject = stream;
  video.muted = true;
  video.setAttribute("playsinline", "");
  await video.play();
  const native = await nativeDetector();
  const detector = native ?? (await jsqrDetector());
  let running = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (!running) return;
    try {
      const [first] = await detector.detect(video);
      if (first?.rawValue && running) onCode(first.rawValue);
    } catch {
      // A frame that could not be read: the next one is looked at.
    }
    if (running) timer = setTimeout(tick, EVERY_MS);
  };
  void tick();
  return {
    decoder: native ? "native" : "jsqr",
    stop: () => {
      running = false;
      clearTimeout(timer);
      stream.getTracks().forEach((t) => t.stop());
      video.srcObject = null;
    },
  };
}

/** A short tone and a buzz for a scan's outcome: one high beep (recorded), two low (refused), a soft one (already). */
export function signal(outcome: "ok" | "again" | "refused" | "queued"): void {
  try {
    navigator.vibrate?.(outcome === "refused" ? [90, 60, 90] : 60);
  } catch {
    // no vibration motor, or not allowed: the tone and the words still tell
  }
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const beeps = outcome === "refused" ? [220, 180] : [outcome === "ok" ? 880 : outcome === "queued" ? 660 : 520];
    beeps.forEach((hz, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = hz;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(ctx.destination);
      const at = ctx.currentTime + i * 0.18;
      osc.start(at);
      osc.stop(at + 0.12);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // audio blocked: the words on the screen still tell
  }
}
