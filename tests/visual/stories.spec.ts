// Visits every story of the built Storybook in three modes: a screenshot against the committed
// baseline and the axe result, which must be empty. A new story is covered with no extra code.
//
// Axe is not run a second time here: the a11y addon already runs it after every render (the result
// designers see in the a11y panel, configured by the stories' `a11y` parameters) and reports it in
// STORY_FINISHED, which is what this test waits for.
//
// Speed (≈2,000 visits per CI run on two cores): a worker loads Storybook's preview once and then
// switches stories over the Storybook channel, as the Storybook UI does — about 5× faster than a
// navigation per visit. The baselines are what a fresh navigation renders, so a switched render
// that does not match is not trusted: the story is loaded again by navigation and compared once
// more, and only that result counts. Writing baselines always uses fresh navigations.
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

const indexFile = process.env.STORYBOOK_DIR
  ? `${process.env.STORYBOOK_DIR}/index.json`
  : fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((e) => e.type === 'story');

// Right-to-left changes no roles, names or colours, so axe (a third of a visit's time) runs in the
// light and dark passes only; `a11y.manual` tells the addon not to run it.
const MODES = [
  { name: 'light-ltr', axe: true, globals: { mode: 'light', direction: 'ltr', locale: 'en-US' } },
  { name: 'dark-ltr', axe: true, globals: { mode: 'dark', direction: 'ltr', locale: 'en-US' } },
  {
    name: 'light-rtl',
    axe: false,
    globals: { mode: 'light', direction: 'rtl', locale: 'ar-EG', 'a11y.manual': '!true' },
  },
] as const;
type Mode = (typeof MODES)[number];

/** A story picks its screen size with a tag; components default to a small canvas. */
function viewportFor(tags: string[] = []) {
  if (tags.includes('viewport-mobile')) return { width: 390, height: 844 };
  if (tags.includes('viewport-desktop')) return { width: 1280, height: 800 };
  return { width: 800, height: 600 };
}

/** What the page keeps about the last finished render (set up by `listenForFinishedRenders`). */
interface Finished {
  storyId: string;
  violations: string[] | null;
  errorDisplayed: boolean;
}

interface Channel {
  on(event: string, listener: (payload: never) => void): void;
  emit(event: string, payload: unknown): void;
}
type PreviewWindow = typeof globalThis & {
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals?: { get(): Record<string, unknown> } } };
  __finished?: Finished;
};

// Runs before any page script: when Storybook installs its channel, listen for STORY_FINISHED and
// keep what it says about the render, the a11y addon's axe result included.
function listenForFinishedRenders() {
  const w = globalThis as PreviewWindow;
  let channel: Channel | undefined;
  Object.defineProperty(w, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel) {
      channel = next;
      next.on(
        'storyFinished',
        (event: {
          storyId: string;
          reporters: {
            type: string;
            result?: { violations?: { id: string; help: string; nodes: { target: string[] }[] }[] };
          }[];
        }) => {
          const a11y = event.reporters.find((r) => r.type === 'a11y');
          w.__finished = {
            storyId: event.storyId,
            violations:
              a11y?.result?.violations?.map(
                (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
              ) ?? null,
            errorDisplayed: document.body.classList.contains('sb-show-errordisplay'),
          };
        },
      );
    },
  });
}

interface StoryTab {
  page: Page;
  /** The story shown now, or null before the first navigation. */
  shown: string | null;
  visits: number;
}

// One tab per worker, kept across tests. Its user agent carries "StorybookTestRunner", which makes
// Storybook end CSS animations at once instead of waiting ≥ 100 ms for them after each render.
const test = base.extend<object, { storyTab: StoryTab }>({
  storyTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const probe = await browser.newPage();
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        userAgent,
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      });
      await context.addInitScript(listenForFinishedRenders);
      await use({ page: await context.newPage(), shown: null, visits: 0 });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// The wait is for STORY_FINISHED of this story after the last command (callers clear `__finished`
// first). No check of <html>'s attributes: a story may set its own mode or direction.
async function waitForFinished(page: Page, storyId: string): Promise<Finished> {
  const handle = await page.waitForFunction((id) => {
    const done = (globalThis as PreviewWindow).__finished;
    return done?.storyId === id ? done : null;
  }, storyId);
  return (await handle.jsonValue()) as Finished;
}

/** The reference way to show a story: a fresh document. */
async function navigateTo(tab: StoryTab, storyId: string, mode: Mode): Promise<Finished> {
  const globals = Object.entries(mode.globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(';');
  // 'commit' is enough: the wait below is for the story's own render, which comes after 'load' anyway.
  await tab.page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${globals}`, {
    waitUntil: 'commit',
  });
  tab.shown = storyId;
  return waitForFinished(tab.page, storyId);
}

/** The fast way: ask the loaded preview to render another story (and mode) in place. */
async function switchTo(tab: StoryTab, storyId: string, mode: Mode): Promise<Finished> {
  const { page } = tab;
  // Globals first, and wait for the re-render they cause: a story torn down while it is still
  // rendering makes Storybook reload the whole page. The pseudo-states addon keeps a story's forced
  // states (hover, focus-visible…) in a global that outlives the story, so it is cleared here too.
  const globalsChange = await page.evaluate((globals) => {
    const w = globalThis as PreviewWindow;
    const html = document.documentElement;
    const current = w.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals?.get() ?? {};
    if (
      html.dataset.mode === globals.mode &&
      html.dir === globals.direction &&
      current.pseudo === undefined
    ) {
      return false;
    }
    w.__finished = undefined;
    w.__STORYBOOK_ADDONS_CHANNEL__!.emit('updateGlobals', { globals: { ...globals, pseudo: undefined } });
    return true;
  }, mode.globals);
  if (globalsChange && tab.shown) await waitForFinished(page, tab.shown);

  await page.evaluate(
    ({ storyId, sameStory }) => {
      const w = globalThis as PreviewWindow;
      w.__finished = undefined;
      // What a story leaves outside its React tree: the addon's classes on the root, focus, scroll.
      const root = document.getElementById('storybook-root');
      for (const name of [...(root?.classList ?? [])])
        if (name.startsWith('pseudo-')) root!.classList.remove(name);
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      // Selecting the story already shown renders nothing new: remount it instead.
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__!;
      if (sameStory) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    { storyId, sameStory: tab.shown === storyId },
  );
  tab.shown = storyId;
  return waitForFinished(page, storyId);
}

// A long-lived tab is reloaded now and then so that what stories leave behind cannot pile up.
const FRESH_EVERY = 200;

// Mode-major order: consecutive tests in a worker are different stories in the same mode.
for (const mode of MODES) {
  test.describe(mode.name, () => {
    for (const story of entries) {
      test(`${story.title} › ${story.name} [${mode.name}]`, async ({ storyTab: tab }, testInfo) => {
        const name = `${story.id}--${mode.name}.png`;
        const writingBaselines = testInfo.config.updateSnapshots !== 'none';
        await tab.page.setViewportSize(viewportFor(story.tags));
        const fresh = writingBaselines || tab.shown === null || tab.visits % FRESH_EVERY === 0;
        tab.visits += 1;

        let finished = fresh ? await navigateTo(tab, story.id, mode) : await switchTo(tab, story.id, mode);
        let matched = false;
        if (!fresh) {
          await tab.page.evaluate(() => document.fonts.ready);
          // Short: a switched render either matches at once or is retried by navigation below.
          matched = await expect(tab.page)
            .toHaveScreenshot(name, { fullPage: true, timeout: 2_000 })
            .then(() => true)
            .catch(() => false);
          if (!matched) {
            console.log(`fresh render needed: ${story.id} [${mode.name}]`);
            finished = await navigateTo(tab, story.id, mode);
          }
        }
        expect(finished.errorDisplayed, `${story.id} threw while rendering`).toBe(false);
        if (!matched) {
          await tab.page.evaluate(() => document.fonts.ready);
          await expect(tab.page).toHaveScreenshot(name, { fullPage: true });
        }
        if (!mode.axe) return;
        expect(finished.violations, `no axe result for ${story.id} [${mode.name}]`).not.toBeNull();
        expect(finished.violations, `axe violations in ${story.id} [${mode.name}]`).toEqual([]);
      });
    }
  });
}
