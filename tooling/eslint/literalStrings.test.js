import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { literalStringsRule } from './literalStringsRule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('talent/no-literal-string-in-jsx', literalStringsRule, {
  valid: [
    { code: "const a = <p>{t('x')}{' '}<a href='/'>{t('y')}</a></p>;" },
    { code: 'const a = <li aria-hidden="true">…</li>;' },
    { code: 'const a = <option>{`${name} (+${code})`}</option>;' },
    { code: 'const a = <p>{n} / {max}</p>;' },
    { code: 'const a = <div className="grid" id="x" />;' },
  ],
  invalid: [
    { code: 'const a = <h1>Not found</h1>;', errors: 1 },
    { code: "const a = <p>{'Hello'}</p>;", errors: 1 },
    { code: 'const a = <option>{`Country ${name}`}</option>;', errors: 1 },
    { code: 'const a = <input placeholder="Search" />;', errors: 1 },
    { code: 'const a = <button aria-label="Close" />;', errors: 1 },
    { code: "const a = <p>{ok ? 'Yes' : '—'}</p>;", errors: 1 },
  ],
});
