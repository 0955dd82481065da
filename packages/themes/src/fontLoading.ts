// Web fonts load lazily: a face is fetched the first time text needs it, and text laid out before
// it arrives is laid out again afterwards. Screenshots (and anything measuring text) must not depend
// on that timing, so this loads every bundled face — Latin and Arabic subsets — up front.
const FAMILIES = ['Inter', 'Mukta', 'Source Sans 3', 'Noto Sans Arabic'] as const;
const WEIGHTS = [400, 500, 600, 700] as const;
// One Latin and one Arabic letter pick the subsets (by unicode-range) that the product uses.
const SAMPLE = 'Aa ع';

export async function loadBundledFonts(fonts: FontFaceSet = document.fonts): Promise<void> {
  await Promise.all(
    FAMILIES.flatMap((family) => WEIGHTS.map((weight) => fonts.load(`${weight} 16px "${family}"`, SAMPLE))),
  );
}
