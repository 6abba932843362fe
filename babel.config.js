// One Babel setup for webpack (browser bundle) and jest (node). The browser build keeps
// ES modules for tree shaking; jest needs CommonJS, so the env preset targets node there.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { modules: false, bugfixes: true, targets: 'defaults and supports es6-module' },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
  };
};
