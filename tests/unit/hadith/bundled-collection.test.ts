import { describe, expect, it } from 'vitest';
import { bundledHadiths } from '@/lib/hadith/bundled-collection';
import { loadBundledFromDataDir } from '../helpers/bundled';

describe('the bundled collection', () => {
  it('holds all 82 hadiths in English', async () => {
    const hadiths = await bundledHadiths('en', loadBundledFromDataDir);
    expect(hadiths).toHaveLength(82);
    expect(hadiths.every((h) => h.language === 'en' && h.translation !== '')).toBe(true);
    expect(hadiths[0]).toMatchObject({ id: 8000100, collectionId: 8, hadithNumber: 1 });
  });

  it('uses the user’s language where the set has it, else English', async () => {
    const bengali = await bundledHadiths('bn', loadBundledFromDataDir);
    const languages = new Set(bengali.map((h) => `${h.collectionId}:${h.language}`));
    expect(languages).toEqual(new Set(['8:bn', '9:en']));
    const russian = await bundledHadiths('ru', loadBundledFromDataDir);
    expect(new Set(russian.map((h) => h.language))).toEqual(new Set(['en']));
  });

  it('answers Arabic with the Arabic text, as the service does', async () => {
    const [first] = await bundledHadiths('ar', loadBundledFromDataDir);
    expect(first?.language).toBe('ar');
    expect(first?.translation).toBe(first?.arabicText);
  });
});
