// Visits every story of the built Storybook in three modes: a screenshot against the committed
// baseline and an axe run that must find nothing. A new story is covered with no extra code.
import AxeBuilder from '@axe-core/playwright';
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

const MODES = [
  { name: 'light-ltr', globals: 'mode:light;direction:ltr;locale:en-US' },
  { name: 'dark-ltr', globals: 'mode:dark;direction:ltr;locale:en-US' },
  { name: 'light-rtl', globals: 'mode:light;direction:rtl;locale:ar-EG' },
] as const;

/** A story picks its screen size with a tag; components default to a small canvas. */
function viewportFor(tags: string[] = []) {
  if (tags.includes('viewport-mobile')) return { width: 390, height: 844 };
  if (tags.includes('viewport-desktop')) return { width: 1280, height: 800 };
  return { width: 800, height: 600 };
}

// One page per worker: every story still gets a fresh navigation, but the Storybook runtime stays
// in the browser's cache instead of being fetched and compiled again for each of ~1,000 visits.
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, use) => use(workerPage),
});

// Page-level rules make no sense for a component rendered alone.
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

async function openStory(page: Page, id: string, globals: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  await page.waitForFunction(() => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender;
    return render?.phase === 'completed' || render?.phase === 'finished' || render?.phase === 'errored';
  });
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  await page.evaluate(() => document.fonts.ready);
}

for (const story of entries) {
  test.describe(story.title, () => {
    for (const mode of MODES) {
      test(`${story.name} [${mode.name}]`, async ({ storyPage: page }) => {
        await page.setViewportSize(viewportFor(story.tags));
        await openStory(page, story.id, mode.globals);
        await expect(page).toHaveScreenshot(`${story.id}--${mode.name}.png`, { fullPage: true });
        // Right-to-left changes no roles, names or colours; axe runs on the light and dark passes.
        if (mode.name === 'light-rtl') return;
        const axe = await new AxeBuilder({ page }).disableRules(PAGE_LEVEL_RULES).analyze();
        const found = axe.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(found, `axe violations in ${story.id} [${mode.name}]`).toEqual([]);
      });
    }
  });
}
