// One Babel setup for webpack (browser bundle) and jest (node). The browser build keeps
// ES modules for tree shaking; jest needs CommonJS, so the env preset targets node there.
/**
 * Browsers from 2021 on (all support ES2021: optional chaining, class fields, async/await), so
 * the bundle ships modern syntax untranspiled: smaller, faster to parse, no "legacy JavaScript".
 */
const BROWSERS = [
  'chrome >= 92',
  'edge >= 92',
  'firefox >= 90',
  'safari >= 15',
  'ios_saf >= 15',
  'samsung >= 16',
  'opera >= 78',
];

module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { modules: false, bugfixes: true, targets: BROWSERS },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
  };
};
