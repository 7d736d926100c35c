/** An explanation for the local service to serve, shared by the flows and the Chromium specs. */

/** Plainly a test's text, in production's shape: no language model wrote it. */
export function testExplanation(hadithId: number, languageCode = 'en') {
  return {
    hadithId,
    languageCode,
    content: {
      short_meaning: `Test short meaning of hadith ${hadithId}.`,
      social_summary: 'Test summary.',
      long_meaning: 'Test long meaning, first paragraph.\n\nTest long meaning, second paragraph.',
      context: 'Test context and terms.',
      legal_note: 'Test legal note, with <b>markup</b> shown as text.',
      benefit: 'Test benefit.',
      certainty_level: 'medium',
      notes: 'Test notes.',
    },
    provider: 'openai',
    model: 'gpt-test',
    isApproved: false,
  };
}
