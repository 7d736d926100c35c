import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  collectionName,
  learnCollectionNames,
  localCollectionName,
  standInCollections,
} from '@/lib/hadith/collection-names';
import { localGrade, localGrader } from '@/lib/hadith/grade-names';
import { DATA_DIR } from '../helpers/data-dir';

const collections = JSON.parse(
  readFileSync(path.join(DATA_DIR, 'corpus', 'collections.json'), 'utf8'),
) as { slug: string; name: string; arabicName: string }[];

describe('collectionName', () => {
  it.each(collections.map(({ slug, name }) => [slug, name]))(
    'names the slug %s as the data does: %s',
    (slug, name) => {
      expect(collectionName(slug)).toBe(name);
      // The database's name, as production sends it, stays as it is.
      expect(collectionName(name)).toBe(name);
    },
  );

  it.each([
    ['riyadh', 'Riyadh as-Saliheen'],
    [' Bukhari ', 'Sahih al-Bukhari'],
    ['no-such-slug', 'no-such-slug'],
    ['constructor', 'constructor'],
    ['__proto__', '__proto__'],
    ['', ''],
  ])('%j → %j', (sent, shown) => {
    expect(collectionName(sent)).toBe(shown);
  });
});

describe('localCollectionName', () => {
  it.each(collections.map(({ slug, name, arabicName }) => [name, arabicName, slug]))(
    'writes %s in Arabic as the data does: %s',
    (name, arabic, slug) => {
      expect(localCollectionName(name, 'ar')).toBe(arabic);
      expect(localCollectionName(slug, 'ar')).toBe(arabic);
      expect(localCollectionName(name, 'ur')).toMatch(/^[\u0600-\u06FF\s]+$/);
      expect(localCollectionName(name, 'fr')).toBe(name);
    },
  );

  it('takes the service’s Arabic name first, and leaves an unknown name as it came', () => {
    expect(localCollectionName('Unknown Book', 'ar')).toBe('Unknown Book');
    learnCollectionNames([{ slug: 'unknown', name: 'Unknown Book', arabicName: 'كتاب' }]);
    expect(localCollectionName('Unknown Book', 'ar')).toBe('كتاب');
    expect(localCollectionName('unknown', 'ur')).toBe('كتاب');
    expect(localCollectionName('Unknown Book', 'en')).toBe('Unknown Book');
  });

  it('offers, before the service lists its own, only collections every service here has', () => {
    const slugs = standInCollections().map(({ slug }) => slug);
    expect(slugs).toContain('bukhari');
    expect(slugs).not.toContain('riyadh');
    // Each is in the local service's data too.
    for (const slug of slugs) expect(collections.map((c) => c.slug)).toContain(slug);
  });
});

describe('grades in Arabic script', () => {
  it.each([
    ['Sahih', 'ar', 'صحيح'],
    ['Daif', 'ar', 'ضعيف'],
    ['Isnaad Hasan', 'ar', 'إسناده حسن'],
    ['Sahih - Agreed Upon', 'ar', 'صحيح، متفق عليه'],
    [' hasan  SAHIH ', 'ar', 'حسن صحيح'],
    ['Sahih', 'ur', 'صحیح'],
    ['Daif', 'ur', 'ضعیف'],
    ['Sahih', 'en', 'Sahih'],
    ['Something Rare', 'en', 'Something Rare'],
  ])('%j in %s → %j', (grade, language, shown) => {
    expect(localGrade(grade, language)).toBe(shown);
  });

  it('leaves a grade the table does not cover to be shown as the source’s words', () => {
    expect(localGrade('Something Rare', 'ar')).toBeNull();
  });

  it('writes the graders the data names in Arabic, and leaves others as given', () => {
    expect(localGrader('Al-Albani', 'ar')).toBe('الألباني');
    expect(localGrader('Zubair Ali Zai', 'ur')).toBe('زبیر علی زئی');
    expect(localGrader('Someone Else', 'ar')).toBe('Someone Else');
    expect(localGrader('Al-Albani', 'en')).toBe('Al-Albani');
  });
});
