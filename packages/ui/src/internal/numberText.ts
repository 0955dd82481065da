// Staff type on English and Arabic keyboards: both digit sets and decimal marks mean the same.
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Turns Arabic-Indic digits into ASCII ones and the Arabic decimal mark into ".". */
export function normalizeDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const arabic = ARABIC_INDIC.indexOf(char);
    const extended = EXTENDED_ARABIC_INDIC.indexOf(char);
    if (arabic >= 0) out += String(arabic);
    else if (extended >= 0) out += String(extended);
    else if (char === '٫') out += '.';
    else if (char === '−') out += '-';
    else out += char;
  }
  return out;
}

/** Whether a partly typed number is acceptable so far ("", "-", "12.", "0.5"). */
export function isNumberDraft(text: string, decimals: number, allowNegative: boolean): boolean {
  const sign = allowNegative ? '-?' : '';
  const fraction = decimals > 0 ? `(\\.\\d{0,${decimals}})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text);
}

/** The number a draft stands for, or null while it is empty or only a sign. */
export function parseNumberDraft(text: string): number | null {
  if (!/\d/.test(text)) return null;
  return Number(text);
}

/** Rounds to a number of decimals through integers, so 0.1 + 0.2 steps land on 0.3. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function clamp(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}
