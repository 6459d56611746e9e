// Formulas read from a chapter's prose and shown as maths: which text is a formula, and that every
// formula becomes LaTeX that KaTeX (the chat's renderer) accepts.
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { formulaAsMaths, formulaIn } from '../src/retrieval/formula';

// As the chat renders it (rehype-katex: KaTeX's own strictness), but a parse error throws instead of showing red source.
const renders = (maths: string) => () => katex.renderToString(maths.replace(/^\$\$|\$\$$/g, ''), { throwOnError: true, strict: 'ignore', displayMode: true });

describe('a formula in a sentence', () => {
  it.each([
    ['Average speed is the total distance divided by the time: average speed = distance / time.', 'average speed = distance / time'],
    // A decimal point is no full stop, and the worked values after the formula are the example's.
    ['Δx = x_f - x_0 = 3.5 m - 1.5 m = +2.0 m.', 'Δx = x_f - x_0'],
    ['In symbols, average velocity is v̄ = Δx/Δt = (x_f − x_0)/(t_f − t_0)', 'v̄ = Δx/Δt = (x_f − x_0)/(t_f − t_0)'],
    ['Percent uncertainty = (δA/A) × 100%.', 'Percent uncertainty = (δA/A) × 100%'],
    ['The force is F = ma.', 'F = ma'],
    ['The kinetic energy is KE = (1/2)mv²; it grows fast.', 'KE = (1/2)mv²'],
    ['The distance is then x = x_0 + v_0 t + (1/2)at^2 when the acceleration is constant.', 'x = x_0 + v_0 t + (1/2)at^2'],
    // Symbols on both sides, a coefficient before a symbol, a number before a symbol: formulas, not worked values.
    ['The ideal gas law is PV = nRT.', 'PV = nRT'],
    ['It is E_k = p^2/2m.', 'E_k = p^2/2m'],
    ['So pOH = 14 − pH.', 'pOH = 14 − pH'],
    ['v = d/t.', 'v = d/t'],
  ])('%s', (sentence, formula) => {
    expect(formulaIn(sentence)).toBe(formula);
  });

  it.each([
    'It costs $5 = a lot',
    'Find the tangent line to the curve at t=25s.',
    // Words on both sides relate no quantities.
    'The dermis has ridges (plural = dermal papillae) below the epidermis.',
    'Lemon juice has pH = approximately 2.',
    // A full stop ends a sentence: "time. v" is no quantity.
    'Average speed is distance divided by time. v = d/t.',
  ])('is not read from "%s"', (sentence) => {
    expect(formulaIn(sentence)).toBeNull();
  });
});

describe('a formula as maths', () => {
  it.each([
    ['average speed = distance / time', '$$\\text{average speed} = \\frac{\\text{distance}}{\\text{time}}$$'],
    ['v̄ = Δx/Δt = (x_f − x_0)/(t_f − t_0)', '$$\\bar{v} = \\frac{\\Delta x}{\\Delta t} = \\frac{x_{f} - x_{0}}{t_{f} - t_{0}}$$'],
    ['Percent uncertainty = (δA/A) × 100%', '$$\\text{Percent uncertainty} = \\left(\\frac{\\delta A}{A}\\right) \\times 100\\%$$'],
    ['A = πd^2', '$$A = \\pi\\,{d}^{2}$$'],
    ['P = I^2R', '$$P = {I}^{2}\\,R$$'],
    ['P_1V_1 = P_2V_2', '$$P_{1}\\,V_{1} = P_{2}\\,V_{2}$$'],
    ['μ̂ = Σx/n', '$$\\hat{\\mu} = \\frac{\\Sigma x}{n}$$'],
    ['σ = sqrt(Σ(x − μ)^2/N)', '$$\\sigma = \\sqrt{\\frac{\\Sigma\\,{\\left(x - \\mu\\right)}^{2}}{N}}$$'],
    ['N = N_0e^(kt)', '$$N = N_{0}\\,{e}^{\\text{kt}}$$'],
  ])('%s', (formula, maths) => {
    expect(formulaAsMaths(formula)).toBe(maths);
    expect(renders(maths)).not.toThrow();
  });

  it('is always LaTeX KaTeX accepts, whatever the text', () => {
    const formulas = [
      'KE = (1/2)mv²',
      'x = x_0 + v_0 t + (1/2)at^2',
      'ρ = m/V',
      'v = (Δd)/(Δt) = (d_f-d_0)/(t_f-t_0)',
      'cost = $5 + 10% & more_{x} ^ ~ \\ { }',
      'y = ((a)',
      'θ = s/r',
      'E = mc^2',
      'constructor = __proto__ / toString',
      'a = \u0000 / \ud800',
      'x = a^b^c^d^e',
      'x = (−b ± √(b^2 − 4ac))/2a',
      'Q = mcΔT',
      'β̂ = ω̇ + x̃',
      'FV = PV(1 + r)^n',
      'y = ) ( ^ / * √',
    ];
    for (const formula of formulas) expect(renders(formulaAsMaths(formula)), formula).not.toThrow();
  });

  it('comes back from very long or deeply nested text', () => {
    for (const formula of [`x = a${' '.repeat(100_000)}b`, `x = ${'('.repeat(5_000)}a`, `x = ${'- '.repeat(50_000)}a`, `x = ${'a^'.repeat(20_000)}b`]) {
      expect(() => formulaAsMaths(formula)).not.toThrow();
    }
  });
});

describe('asked for a formula', () => {
  // The formula sits in one passage among many that say "average velocity": ranking alone puts it low.
  const mentions = Array.from(
    { length: 8 },
    (_, i) =>
      `Example ${i + 1}: a cyclist's average velocity over the ride is found from the whole trip, and the average velocity of a runner is found from the race. Average velocity matters in every sport.`,
  );
  const rawText = `# Motion\n\n## Sport\n\n${mentions.join('\n\n')}\n\n## Symbols\n\nWe write the change in position as Δx. In symbols, average velocity is v̄ = Δx/Δt, where v̄ is the average velocity and Δt is the time taken. A car that moves 100 m in 5 s has v̄ = 20 m/s.`;
  const index = buildPassageIndex(processChapterText({ rawText, subject: 'Physics' }).passages);

  it("gives the chapter's formula for that quantity, with what its symbols stand for", () => {
    const reply = answerFromChapter({ index, question: 'how do i calculate average velocity?' });
    expect(reply.answer).toContain('In symbols, average velocity is v̄ = Δx/Δt');
    expect(reply.answer).toContain('$$\\bar{v} = \\frac{\\Delta x}{\\Delta t}$$');
  });

  it('gives a formula on its own line with the sentence that introduces it', () => {
    const chapter = `# Motion\n\n## Sport\n\n${mentions.join('\n\n')}\n\n## Velocity\n\nVelocity describes speed and direction. Average velocity is displacement divided by the time over which the displacement occurs.\n\nv_avg=(Δd)/(Δt)\n\nA walker's average velocity is small.`;
    const reply = answerFromChapter({ index: buildPassageIndex(processChapterText({ rawText: chapter, subject: 'Physics' }).passages), question: 'what is the formula for average velocity' });
    expect(reply.answer).toMatch(/^Average velocity is displacement divided by the time over which the displacement occurs\. v_avg=\(Δd\)\/\(Δt\)/);
    expect(reply.answer).toContain('$$v_{avg} = \\frac{\\Delta d}{\\Delta t}$$');
  });
});
