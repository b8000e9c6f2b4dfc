import { describe, expect, it } from 'vitest';
import { highlightProseNotation } from '../../src/integrations/rehype-notation';
import type { NotationHast } from '../../src/site/highlight-notation';
import { highlightNotation, notationOf, notationScopes } from '../../src/site/highlight-notation';

/** The scope each listed piece of text got (the first time it appears). */
const scopesOf = (code: string, lang: Parameters<typeof notationScopes>[1]) => {
  const found = new Map<string, string>();
  for (const { text, scope } of notationScopes(code, lang)) if (!found.has(text.trim())) found.set(text.trim(), scope);
  return found;
};

describe('the position grammar', () => {
  it('tells every field of a position apart', () => {
    const scopes = scopesOf('0.1.x.1.3.2_0.1.1.0.6.1~17.5~b~own-aaaaaabbbbbb.pie-offered', 'mancala-position');
    expect(scopes.get('6')).toBe('constant.numeric.count.mancala');
    expect(scopes.get('x')).toBe('constant.character.out-of-play.mancala');
    expect(scopes.get('_')).toBe('punctuation.separator.row.mancala');
    expect(scopes.get('17')).toBe('entity.name.function.store.mancala');
    expect(scopes.get('~')).toBe('keyword.operator.field.mancala');
    expect(scopes.get('b')).toBe('variable.side.mancala');
    expect(scopes.get('own-aaaaaabbbbbb')).toBe('entity.name.tag.state.mancala');
    expect(scopes.get('pie-offered')).toBe('entity.name.tag.state.mancala');
  });

  it("colours Omweso's 'passed-2' as one state token", () => {
    const scopes = scopesOf('4.4_0.0_0.0_4.4~0.0~a~passed-2', 'mancala-position');
    expect(scopes.get('passed-2')).toBe('entity.name.tag.state.mancala');
  });

  it('marks the end of a game in place of the side to move', () => {
    expect(scopesOf('0.0.0_0.0.0~10.8~end-row-empty', 'mancala-position').get('end-row-empty')).toBe('keyword.control.end.mancala');
  });

  it('leaves text that is not a position uncoloured', () => {
    const scopes = notationScopes('4.4.4 is not one', 'mancala-position');
    expect(scopes.every((s) => s.scope === 'source.mancala-position')).toBe(true);
  });
});

describe('the moves and record grammars', () => {
  it('colours pits, choices and special moves', () => {
    const scopes = scopesOf('AA3/cw, B2 swap', 'mancala-moves');
    expect(scopes.get('AA3')).toBe('variable.pit.mancala');
    expect(scopes.get('/')).toBe('keyword.operator.choice.mancala');
    expect(scopes.get('cw')).toBe('entity.name.tag.choice.mancala');
    expect(scopes.get('B2')).toBe('variable.pit.mancala');
    expect(scopes.get('swap')).toBe('keyword.other.move.mancala');
  });

  it("tells South's turns from North's in a Mancala World record", () => {
    const scopes = scopesOf('1. d(+1)* F(+1) - no pie; 2. e-c(+2) F-B(+2)', 'mancala-record');
    expect(scopes.get('1.')).toBe('markup.heading.turn.mancala');
    expect(scopes.get('d')).toBe('variable.south.mancala');
    expect(scopes.get('e-c')).toBe('variable.south.mancala');
    expect(scopes.get('F-B')).toBe('entity.name.function.north.mancala');
    expect(scopes.get('(+2)')).toBe('string.gain.mancala');
    expect(scopes.get('*')).toBe('keyword.operator.pie.mancala');
    expect(scopes.get('- no pie')).toBe('comment.remark.mancala');
  });
});

describe('highlighted HTML', () => {
  it('is inline code or a block, and escapes what it is given', () => {
    expect(highlightNotation('4.4_4.4~0.0~a', 'mancala-position', true)).toBe(
      '<code class="notation-code" data-lang="mancala-position"><span class="nt-n">4</span>.<span class="nt-n">4</span>_<span class="nt-n">4</span>.<span class="nt-n">4</span><span class="nt-k">~</span><span class="nt-s">0</span>.<span class="nt-s">0</span><span class="nt-k">~</span><span class="nt-v">a</span></code>',
    );
    const block = highlightNotation('1. a(+1) <b>&\n2. f-e(+3)', 'mancala-record');
    expect(block).toMatch(/^<pre class="notation-block" data-lang="mancala-record"><code>/);
    expect(block).toContain('&lt;<span class="nt-v">b</span>&gt;&amp;\n<span class="nt-h">2.</span>');
    expect(block).not.toContain('<b>');
  });

  it('recognises which notation a piece of prose code is in', () => {
    const cases: [string, ReturnType<typeof notationOf>][] = [
      ['0.1.2.1.3.2_0.1.1.0.6.1~0.0~a', 'mancala-position'],
      ['0.0_0.0~40.32~end-row-empty', 'mancala-position'],
      ['AA3', 'mancala-moves'],
      ['AA4/BB7', 'mancala-moves'],
      ['A3 B2, swap', 'mancala-moves'],
      ['f-e-f-b', 'mancala-record'],
      ['e-c(+2)', 'mancala-record'],
      ['cw', undefined],
      ['a', undefined],
      ['F', undefined],
      ['d(+1)', 'mancala-record'],
      ['?position=', undefined],
      ['npx mancala svg', undefined],
    ];
    for (const [text, lang] of cases) expect([text, notationOf(text)]).toEqual([text, lang]);
  });
});

describe('the prose plugin', () => {
  const code = (text: string): NotationHast => ({ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] });
  it('highlights inline notation and leaves other code and code blocks alone', () => {
    const position = code('0.1_0.1~0.0~a');
    const word = code('cw');
    const inBlock = code('A5');
    const tree: NotationHast = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', children: [position, { type: 'text', value: ' and ' }, word] },
        { type: 'element', tagName: 'pre', children: [inBlock] },
      ],
    };
    expect(highlightProseNotation(tree)).toBe(1);
    expect(position.properties).toMatchObject({ className: ['notation-code'], dataLang: 'mancala-position' });
    expect(position.children!.length).toBeGreaterThan(1);
    expect(word.children).toEqual([{ type: 'text', value: 'cw' }]);
    expect(inBlock.children).toEqual([{ type: 'text', value: 'A5' }]);
  });
});
