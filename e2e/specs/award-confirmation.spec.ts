import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { apiLogin, DEMO, expect, test, useToken } from '../support/fixtures.ts';

// A winner confirms the credits and statement published with the award (`winningInfoEdit`,
// issue 4) from /awards/steps, and the public winner page shows them at once: the server drops
// its cached winner answers on the change.

interface Listed {
  id: number;
  title: string;
}

test('a winner confirms the published credits and the public winner page shows them at once', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  const token = await loginAs('entrant');
  const awards = await api<{ list: Listed[] }>('GET', '/apply/historyAwardList', { token });
  const seed = awards.data.list.find((e) => e.title === 'Seed packaging');
  if (!seed) throw new Error(`the demo entrant's past award is missing: ${JSON.stringify(awards.data)}`);

  // From the account's past awards to the award's page.
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Past awards' }).click();
  const item = page.getByTestId(`entry-${seed.id}`);
  await item.getByRole('link', { name: 'Confirm winner details' }).click();
  await expect(page).toHaveURL(new RegExp(`/awards/steps\\?apply_order_id=${seed.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Award confirmation');
  await expect(page.getByTestId('package-status')).toHaveText('unpaid');

  // A unique credit line, so the check below cannot pass on what an earlier run saved.
  const credits = `Design: Studio Lumen, run ${Date.now().toString(36)}`;
  await page.getByLabel('Credits').fill(credits);
  await page.getByLabel(/^Winner statement/).fill('Paper that grows into a meadow.');
  await expect(page.getByTestId('preview-credits')).toHaveText(credits);
  await page.getByRole('button', { name: 'Confirm winner details' }).click();
  await expect(page.getByText(/^Winner details confirmed on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();

  // Saved on the server…
  const info = await api<{ winnerInfo: { credits: string; text: string; confirmedAt: string | null } | null }>(
    'GET',
    `/apply/info?apply_order_id=${seed.id}`,
    { token },
  );
  expect(info.data.winnerInfo).toMatchObject({ credits, text: 'Paper that grows into a meadow.' });
  expect(info.data.winnerInfo?.confirmedAt).not.toBeNull();

  // …and published at once.
  await page.getByRole('link', { name: 'Open the public winner page' }).click();
  await expect(page).toHaveURL(new RegExp(`/winnerDetails\\?apply_order_id=${seed.id}$`));
  await expect(page.locator('.winner-hero__designer')).toHaveText(credits);
  await expect(page.getByText('Paper that grows into a meadow.')).toBeVisible();
});

test('another entrant’s award cannot be opened or changed', async ({ page }) => {
  const owner = await apiLogin(DEMO.entrant.email, DEMO.entrant.password);
  const awards = await api<{ list: Listed[] }>('GET', '/apply/historyAwardList', { token: owner });
  const seed = awards.data.list.find((e) => e.title === 'Seed packaging');
  if (!seed) throw new Error('the demo entrant’s past award is missing');

  // Another entrant, logged in: the entry is not theirs, so it is "not found" and nothing is saved.
  const other = await registerByApi(uniqueEmail('award-other'), 'Other#2026pass');
  const refused = await api('POST', '/apply/winningInfoEdit', { token: other, body: { apply_order_id: seed.id, credits: 'Not yours' } });
  expect(refused.code).toBe(404);
  const after = await api<{ winnerInfo: { credits: string } | null }>('GET', `/apply/info?apply_order_id=${seed.id}`, { token: owner });
  expect(after.data.winnerInfo?.credits).not.toBe('Not yours');

  await useToken(page, other);
  await page.goto(`/awards/steps?apply_order_id=${seed.id}`);
  await expect(page.getByText(/This award could not be loaded/)).toBeVisible();
  await expect(page.getByLabel('Credits')).toHaveCount(0);
});
