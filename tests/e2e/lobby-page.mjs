// The lobby (Play online) as a person uses it, shared by the end-to-end tests (lobby.test.mjs) and the timing
// script (scripts/measure-live.mjs).

/** Opens Play online and waits until a relay answered. */
export async function openLobby(page) {
  await page.click('[data-testid="lobby-open"]');
  await page.locator('[data-testid="lobby"]').waitFor({ timeout: 20000 });
  await page.locator('[data-testid="lobby-connecting"]').waitFor({ state: "detached", timeout: 20000 });
}

/** The entry of `name` in the lobby of `page`. */
export const entryOf = (page, name) => page.locator('[data-testid="lobby-entry"]', { hasText: name });
