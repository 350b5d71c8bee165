// Shared Playwright set-up: Debian's Chromium, the built dist/ served on 127.0.0.1, screenshots in test-output/.
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import { startServer } from "./serve.mjs";

export const SCREENSHOTS = "test-output/screenshots";

/** Launches headless Chromium with the flags that keep it off the (closed) network. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Serves dist/ (under `prefix`) and opens a browser; call `close()` when done. */
export async function openSite({ prefix = "/" } = {}) {
  const { server, url } = await startServer({ dir: process.env.DIST_DIR ?? "dist", prefix });
  const browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    browser,
    url,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
