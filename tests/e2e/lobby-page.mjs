// The lobby (Play online) as a person uses it, shared by the end-to-end tests (lobby.test.mjs) and the timing
// script (scripts/measure-lobby.mjs).

/** Preferences → Network: `mode`, with these relays and no ICE server when custom. */
export async function useNetwork(page, mode, relays = []) {
  await page.click('[data-testid="preferences-button"]');
  await page.selectOption('[data-testid="net-mode"]', mode);
  if (mode === "custom") {
    await page.fill('[data-testid="net-relays"]', relays.join("\n"));
    await page.fill('[data-testid="net-ice"]', "");
  }
  await page.click('[data-testid="preferences-close"]');
}

/** Opens Play online and waits until a relay answered. */
export async function openLobby(page) {
  await page.click('[data-testid="lobby-open"]');
  await page.locator('[data-testid="lobby"]').waitFor({ timeout: 20000 });
  await page.locator('[data-testid="lobby-connecting"]').waitFor({ state: "detached", timeout: 20000 });
}

/** The entry of `name` in the lobby of `page`. */
export const entryOf = (page, name) => page.locator('[data-testid="lobby-entry"]', { hasText: name });
