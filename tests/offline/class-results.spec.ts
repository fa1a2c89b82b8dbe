// What the class did (docs/codes.md#class-results): a teacher's class tablet loses Lesefunke, three pupils play their
// turns from the teacher's saved story, and once the tablet is back the teacher's results page, open on another device,
// shows exactly those turns and answers without a reload. Each turn reaches the server once, with its last state, and a
// queue sent again counts nothing twice. Offline comes in each way of being offline in turn on the same device
// (docs/offline.md#ways-of-being-offline, offline-modes.ts), and the counts grow by one class each time.
import type { Locator, Page } from '@playwright/test';
import { accountButton, localRows } from '../e2e/helpers';
import { expectPlaying, loginAs, player, playWithKeyboard, videoState } from '../e2e/player-helpers';
import { BACK_ONLINE, EACH_WAY, expect, installWorker, test } from './offline-modes';

test.use({ way: 'each' });

const STORY = '/boardstory/die-mutige-maus';
const PIN = '1357';
const main = (page: Page) => page.getByRole('main');
const startScreen = (page: Page) => page.getByRole('heading', { level: 1, name: /Welche Geschichte/ });
const tile = (page: Page) => page.getByRole('link', { name: 'Die mutige Maus' });
const LESS_THAN_3 = 'weniger als 3';
const STAND = /Offline – Stand Ihres letzten Besuchs am \d\d\.\d\d\.\d{4}, \d\d:\d\d/;

/** Creates a code with the dialog's defaults on the open story page; answers the code and its id (from its results link). */
async function createCode(page: Page): Promise<{ code: string; id: string }> {
  const create = main(page).getByRole('button', { name: 'Neuen Code erstellen' });
  await expect(create).toBeEnabled();
  const before = await main(page).getByRole('article', { name: /^Code / }).count();
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Code erstellen' });
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Code erstellen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByRole('article', { name: /^Code / })).toHaveCount(before + 1);
  const codes = await main(page).getByRole('article', { name: /^Code / }).evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')!.slice(5)));
  const code = codes.find((c) => /^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/.test(c))!;
  const link = main(page).getByRole('article', { name: `Code ${code}` }).getByRole('link', { name: `Auswertung für Code ${code} ansehen` });
  const id = (await link.getAttribute('href'))!.match(/^\/auswertung\/(\d+)$/)![1];
  return { code, id };
}

async function savePack(page: Page) {
  const section = main(page).getByRole('region', { name: 'Offline speichern' });
  await expect(() => section.getByRole('radio', { name: 'Mit Text' }).check({ timeout: 2_000 })).toPass({ timeout: 10_000 });
  await section.getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(section.getByText(/Offline gespeichert – bis \d\d\.\d\d\.\d{4}/)).toBeVisible({ timeout: 60_000 });
}

async function openStory(page: Page, code: string) {
  await expect(startScreen(page)).toBeVisible();
  await tile(page).click();
  await expect(page).toHaveURL(new RegExp(`/boardstory/die-mutige-maus/${code}`));
  await playWithKeyboard(page);
  await expectPlaying(page, 0.1);
}

async function done(page: Page) {
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(startScreen(page)).toBeVisible();
}

/** Pupil 1 plays to the end (keyboard jumps skip the search game) and answers the quiz: right, wrong, right. */
async function pupilToTheEnd(page: Page, code: string) {
  await openStory(page, code);
  for (const key of ['ArrowRight', 'PageDown', 'ArrowRight', 'PageDown']) await page.keyboard.press(key);
  const intro = player(page).getByRole('group', { name: 'Quiz' });
  await intro.getByRole('button', { name: 'Quiz starten' }).click({ timeout: 15_000 });
  for (const [i, answer] of ['Mila', 'Brot', 'Im Gras'].entries()) {
    const question = player(page).getByRole('group', { name: `Frage ${i + 1} von 3`, exact: true });
    await question.getByRole('radio', { name: answer }).check();
    await question.getByRole('button', { name: 'Antwort bestätigen' }).click();
    await question.getByRole('button', { name: i < 2 ? 'Nächste Frage' : 'Zum Ergebnis »' }).click();
  }
  await player(page).getByRole('button', { name: 'Quiz beenden' }).click();
  await done(page);
}

/** Pupil 2 jumps to 60 % of the story (past the search game, which a jump does not start) and is done there. */
async function pupilHalfWay(page: Page, code: string) {
  await openStory(page, code);
  const video = player(page).getByRole('group', { name: 'Ganze Boardstory' }).locator('video');
  const target = await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration * 0.6));
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(target);
  await done(page);
}

/** Pupil 3 starts the story and leaves at once. */
async function pupilStartsAndLeaves(page: Page, code: string) {
  await openStory(page, code);
  await done(page);
}

/** The one cell beside a row's header in a table of the results page. */
const cell = (table: Locator, row: string | RegExp) => table.getByRole('row', { name: row }).getByRole('cell');

test("the teacher's results show each pupil turn of an offline class tablet once, without a reload", async ({ page, browser, outageIn, baseURL }) => {
  test.setTimeout(600_000);
  await installWorker(page);
  await loginAs(page, 'lehrer');
  await page.goto(STORY);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  const { code, id } = await createCode(page);
  await savePack(page);

  // the teacher's own device, open on the code's results through the whole lesson
  const desk = await browser.newContext({ baseURL });
  const teacher = await desk.newPage();
  await loginAs(teacher, 'lehrer');
  await teacher.goto(`/auswertung/${id}`);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Auswertung: Die mutige Maus' })).toBeVisible();
  await expect(teacher.getByText(`Code …${code.slice(-4)}`)).toBeVisible();
  await expect(teacher.getByTestId('turns-started')).toHaveText('0');
  await expect(teacher.getByText('Mit diesem Code wurde noch keine Boardstory begonnen.', { exact: false })).toBeVisible();

  // the class tablet with the teacher's code
  await page.goto(STORY);
  await accountButton(page, /Jonas|Lehmann/).click();
  await page.getByRole('link', { name: 'Klassen-Tablet einrichten' }).click();
  await main(page).getByLabel('PIN', { exact: true }).fill(PIN);
  await main(page).getByLabel('PIN wiederholen').fill(PIN);
  await main(page).getByRole('group', { name: 'Die mutige Maus' }).getByRole('radio', { name: new RegExp(code) }).check();
  await main(page).getByRole('button', { name: 'Klassen-Tablet starten' }).click();
  await expect(page).toHaveURL(/\/klasse$/);

  // what reached the server: the answered reports per turn, and each report as sent, to send it again later
  const answered = new Map<string, number>();
  const sent: { url: string; body: string; key: string }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const turn = request.url().match(/\/api\/turns\/([A-Za-z0-9_-]+)$/)?.[1];
    if (!turn || request.method() !== 'PUT' || !response.ok()) return;
    answered.set(turn, (answered.get(turn) ?? 0) + 1);
    sent.push({ url: request.url(), body: request.postData() ?? '', key: request.headers()['idempotency-key'] ?? '' });
  });

  const quiz = (n: number) => teacher.getByRole('table', { name: new RegExp(`^Frage ${n}:`) });
  const progress = teacher.getByRole('table', { name: 'Durchgänge nach dem Teil der Boardstory, den sie erreichten' });
  for (const [n, way] of EACH_WAY.entries()) {
    const classes = n + 1;
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(tile(page), way).toBeVisible();
    await pupilToTheEnd(page, code);
    await pupilHalfWay(page, code);
    await pupilStartsAndLeaves(page, code);
    // nothing of this lesson has reached the server yet
    expect(answered.size, way).toBe(3 * n);
    await outage.end();

    // each turn is sent once, with its last state: the reports that waited behind a newer one send nothing
    await expect.poll(() => answered.size, { ...BACK_ONLINE, message: way }).toBe(3 * classes);
    expect([...answered.values()], way).toEqual(Array(3 * classes).fill(1));

    // the teacher's page follows without a reload; one or two of anything read "weniger als 3"
    const counted = (k: number) => (k > 0 && k < 3 ? LESS_THAN_3 : String(k));
    await expect(teacher.getByTestId('turns-started'), way).toHaveText(String(3 * classes), BACK_ONLINE);
    await expect(teacher.getByTestId('turns-finished'), way).toHaveText(counted(classes));
    await expect(cell(progress, /^0 bis unter 25 %/), way).toHaveText(counted(classes));
    await expect(cell(progress, /^25 bis unter 50 %/), way).toHaveText('0');
    await expect(cell(progress, /^50 bis unter 75 %/), way).toHaveText(counted(classes));
    await expect(cell(progress, /^75 bis 100 %/), way).toHaveText(counted(classes));
    await expect(cell(quiz(1), /^Mila \(richtig\)/), way).toHaveText(counted(classes));
    await expect(cell(quiz(1), /^Mia /), way).toHaveText('0');
    await expect(cell(quiz(2), /^Brot /), way).toHaveText(counted(classes));
    await expect(cell(quiz(2), /^Käse \(richtig\)/), way).toHaveText('0');
  }
  await expect(cell(quiz(1), /^Anteil richtig/)).toHaveText('100 % (Beantwortet: 3)');
  await expect(cell(quiz(2), /^Anteil richtig/)).toHaveText('0 % (Beantwortet: 3)');
  await expect(cell(quiz(3), /^Im Gras \(richtig\)/)).toHaveText('3');

  // the whole queue sent again, with its keys and with new ones (a replay after the server forgot the keys): nothing counts twice
  const results = async () => {
    const answer = (await (await teacher.request.get(`/api/access-codes/${id}/results`)).json()) as Record<string, unknown>;
    return { ...answer, lastTurnAt: null };
  };
  const before = await results();
  const statuses = await page.evaluate(
    (calls) =>
      Promise.all(
        calls.flatMap((call) =>
          [call.key, crypto.randomUUID()].map((key) =>
            fetch(call.url, { method: 'PUT', headers: { 'content-type': 'application/json', 'Idempotency-Key': key }, body: call.body }).then((r) => r.status),
          ),
        ),
      ),
    sent,
  );
  expect(statuses.every((status) => status < 300)).toBe(true);
  expect(await results()).toEqual(before);
  await expect(teacher.getByTestId('turns-started')).toHaveText('9');

  // the worker's server serves the next tests: the teacher's code goes
  const made = await teacher.request.delete(`/api/access-codes/${id}`);
  expect(made.status()).toBe(204);
  await desk.close();
});

test('the results seen once open offline with their last state, marked so, and the device keeps no whole code', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await loginAs(page, 'owner');
  await page.goto('/auswertung');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Codes Ihrer Einrichtung' })).toBeVisible();
  const demoCode = main(page).getByRole('row', { name: /…LTIG/ });
  await expect(demoCode).toContainText('Die mutige Maus');
  await expect(main(page).getByText(STAND)).toHaveCount(0);
  // the query cache is written to IndexedDB at most once a second: the results are on the device before the owner leaves
  await expect.poll(async () => JSON.stringify(await localRows(page, 'queryCache'))).toContain('…LTIG');
  expect(JSON.stringify(await localRows(page, 'queryCache'))).not.toContain('FUNKE-GUELTIG');

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Auswertung' }), way).toBeVisible();
    await expect(demoCode, way).toContainText('Die mutige Maus');
    await expect(main(page).getByText(STAND), way).toBeVisible();
    await expect(page.getByText('Etwas ist schief gelaufen!'), way).toHaveCount(0);
    await outage.end();
    await expect(main(page).getByText(STAND), way).toHaveCount(0, BACK_ONLINE);
  }
});
