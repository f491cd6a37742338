import bidiFactory from 'bidi-js';

/*
 * Right-to-left text (Arabic, Hebrew) in the PDFs (docs/decisions/0043-right-to-left-text-in-pdfs.md). pdfkit lays a
 * line out left to right, one space-separated word at a time, and its font engine (fontkit) shapes each word and
 * turns an Arabic word's glyphs around by itself. What is missing is the order of the words: a name or a note
 * written in Arabic came out with its words left to right. So a line is wrapped in its logical (typed) order, then
 * its words are put in display order by the Unicode bidirectional algorithm, each word keeping its letters in typed
 * order for the font engine to shape.
 */

const bidi = bidiFactory();

/** Letters of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms. */
const rightToLeftLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;

export function hasRightToLeft(text: string): boolean {
  return rightToLeftLetter.test(text);
}

/**
 * One line of text (no line break in it), in typed order → what to hand pdfkit so that it shows in reading order;
 * `direction` is its paragraph's (a wrapped line's own first letter may say otherwise).
 * The bidirectional algorithm gives every character's place from left to right (a bracket inside right-to-left text
 * mirrored). pdfkit then draws the space-separated pieces of that left to right, and the font engine turns a piece
 * with right-to-left letters around (keepSpacesAfterRightToLeftWords makes sure it does): such a piece is handed
 * over back to front, so that it comes out in place and its letters reach the engine in typed order, as shaping
 * needs.
 */
export function displayOrder(line: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): string {
  if (!hasRightToLeft(line)) return line;
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const visual = bidi
    .getReorderedIndices(line, levels)
    .map((i) => mirrored.get(i) ?? line[i])
    .join('')
    // The algorithm orders UTF-16 units: a character outside the basic plane (an emoji) turned around is put back.
    .replace(/([\uDC00-\uDFFF])([\uD800-\uDBFF])/g, '$2$1');
  return visual
    .split(' ')
    .map((piece) => (hasRightToLeft(piece) ? [...piece].reverse().join('') : piece))
    .join(' ');
}

/**
 * A paragraph's direction in these English documents: left to right when it has any left-to-right letter (a guard's
 * Arabic name in an English line keeps the line left to right), right to left when all its letters are.
 */
export function paragraphDirection(paragraph: string): 'ltr' | 'rtl' {
  for (const char of paragraph) if (bidi.getBidiCharTypeName(char) === 'L') return 'ltr';
  return 'rtl';
}

/**
 * Breaks a paragraph into lines no wider than `width` (as `measure` finds them), at spaces, in typed order; a word
 * wider than a line gets a line of its own (pdfkit then breaks it where it must).
 */
export function wrapTypedOrder(paragraph: string, width: number, measure: (text: string) => number): string[] {
  const words = paragraph.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  lines.push(line);
  return lines;
}

interface GlyphRunLike {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}

interface FontkitFont {
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): GlyphRunLike;
}

/**
 * pdfkit hands the font engine each word with the spaces after it, and the engine picks the word's direction from
 * its first letters. This makes every word with a right-to-left letter right to left (displayOrder counts on it) and
 * keeps the spaces after the word: turned around with it, they would stand before it.
 */
export function keepSpacesAfterRightToLeftWords(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  font.layout = (text, features, script, language, direction) => {
    if (direction || !hasRightToLeft(text)) return layout(text, features, script, language, direction);
    const trailing = /[ \t]+$/.exec(text)?.[0] ?? '';
    const word = layout(text.slice(0, text.length - trailing.length), features, script, language, 'rtl');
    if (!trailing) return word;
    const space = layout(trailing, features, script, language, 'ltr');
    return {
      glyphs: [...word.glyphs, ...space.glyphs],
      positions: [...word.positions, ...space.positions],
      advanceWidth: word.advanceWidth + space.advanceWidth,
    };
  };
}
