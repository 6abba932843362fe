import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import zlib from 'node:zlib';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/shared/config/env';
import { BUNDLE_STATS_FILE } from './server/platform/site/pageChunks';
import { PUBLIC_URL_PLACEHOLDER } from './src/shared/config/publicUrl';

/**
 * Size budgets for the production build, uncompressed (webpack measures before gzip). The gzip
 * budgets of the quality-gate issue are checked from the stats by the bundle-size test.
 */
export const PERFORMANCE_BUDGETS = {
  /** All JS + CSS the first render needs. */
  maxEntrypointSize: 600 * 1024,
  /** Any single emitted file (lazy chunks, images). */
  maxAssetSize: 250 * 1024,
};

const ROOT = __dirname;

/** The name of the file the bundle-size check reads (a dotfile: the static server never serves it). */
export { BUNDLE_STATS_FILE };

/** Back-office code: the public site must never download a file that holds any of it. */
const ADMIN_SOURCES = /[\\/]src[\\/](pages[\\/]admin|widgets[\\/]admin-shell|features[\\/]product-admin)[\\/]/;

/** The source files of a module, the modules webpack concatenated into it included. */
function moduleResources(module: webpack.Module): string[] {
  const concatenated = (module as { modules?: webpack.Module[] }).modules;
  if (concatenated) return concatenated.flatMap(moduleResources);
  const resource = (module as { resource?: string }).resource;
  return resource ? [resource] : [];
}

/**
 * Writes which files each entry point and each named chunk group (one per lazy page) needs, and
 * which emitted files hold back-office code, so the bundle budgets and the admin/public split can
 * be checked from the build itself, without a browser.
 */
class BundleStatsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BundleStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleStatsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation
            .getStats()
            .toJson({ all: false, entrypoints: true, chunkGroups: true, chunkGroupAuxiliary: false });
          const files = (group: { assets?: Array<{ name: string }> }) =>
            (group.assets ?? []).map((asset) => asset.name);
          const adminFiles = [...compilation.chunks]
            .filter((chunk) =>
              [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
                moduleResources(module).some((file) => ADMIN_SOURCES.test(file)),
              ),
            )
            .flatMap((chunk) => [...chunk.files])
            .sort();
          const summary = {
            entrypoints: Object.fromEntries(
              Object.entries(stats.entrypoints ?? {}).map(([name, group]) => [name, files(group)]),
            ),
            chunkGroups: Object.fromEntries(
              Object.entries(stats.namedChunkGroups ?? {}).map(([name, group]) => [name, files(group)]),
            ),
            adminFiles,
          };
          compilation.emitAsset(
            BUNDLE_STATS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(summary, null, 2)}\n`),
          );
        },
      );
    });
  }
}
/**
 * Webpack's runtime adds `<link rel="prefetch" as="script">` for prefetched chunks; HTML allows
 * `as` only on preload links (the Nu HTML Checker reports it), and a prefetch needs no `as`.
 */
class PrefetchWithoutAsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('PrefetchWithoutAsPlugin', (compilation) => {
      webpack.web.JsonpTemplatePlugin.getCompilationHooks(compilation).linkPrefetch.tap(
        'PrefetchWithoutAsPlugin',
        (source) => source.replace('link.as = "script";', ''),
      );
    });
  }
}

/**
 * Preloads the headings' web font (app/styles/_fonts.scss) from index.html, so the browser
 * fetches it with the CSS instead of after it: the h1 is the largest text of most first views
 * and would otherwise swap fonts late. The file keeps its content hash (long cache).
 */
export const PRELOADED_FONT = /^assets\/playfair-display-latin-700-normal\.[0-9a-f]{10}\.woff2$/;
class PreloadHeadingFontPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('PreloadHeadingFontPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadHeadingFontPlugin', (data) => {
        const file = Object.keys(compilation.assets).find((name) => PRELOADED_FONT.test(name));
        if (!file) throw new Error('The heading font was not emitted: check app/styles/_fonts.scss');
        const href = `${compilation.outputOptions.publicPath ?? '/'}${file}`;
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          }),
        );
        return data;
      });
    });
  }
}

const API_PROXY_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const isProduction = mode === 'production';

  return {
    mode,
    context: ROOT,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(ROOT, 'dist'),
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Spec: script chunks load from the site root and time out after 120 seconds.
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.join(ROOT, 'src'),
        // A known defect of dom-helpers mended in place (the module says which).
        'dom-helpers/transitionEnd$': path.join(ROOT, 'src/shared/lib/vendor/transitionEnd.ts'),
        // React Router's package exports point at its development build (warnings and checks);
        // production bundles take the production build it ships next to it.
        ...(isProduction
          ? {
              'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // envName: webpack's mode does not set NODE_ENV for Babel, and the JSX runtime must match React's build.
          use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: mode } },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.scss$/,
          use: [
            MiniCssExtractPlugin.loader,
            'css-loader',
            {
              loader: 'sass-loader',
              options: {
                sassOptions: {
                  quietDeps: true,
                  // Bootstrap 5.3 still uses @import and global functions.
                  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
                },
              },
            },
          ],
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 2 * 1024 } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/shared/assets/favicon.svg',
        // The server puts its PUBLIC_URL in place of the placeholder; the dev server has none.
        templateParameters: {
          publicUrl: isProduction
            ? PUBLIC_URL_PLACEHOLDER
            : (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`),
        },
        minify: isProduction
          ? { collapseWhitespace: true, removeComments: true, minifyCSS: true, minifyJS: true }
          : false,
      }),
      new PrefetchWithoutAsPlugin(),
      new PreloadHeadingFontPlugin(),
      new MiniCssExtractPlugin({
        filename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: isProduction ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new webpack.DefinePlugin({
        'process.env.API_ROOT': JSON.stringify(process.env.API_ROOT ?? '/api/'),
        'process.env.REDUX_DEVTOOLS': JSON.stringify(process.env.REDUX_DEVTOOLS ?? ''),
      }),
      ...(isProduction
        ? [
            new BundleStatsPlugin(),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json|txt)$/,
              exclude: /\.bundle-stats\.json$/,
              compressionOptions: { level: 9 },
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json|txt)$/,
              exclude: /\.bundle-stats\.json$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: [
        new TerserPlugin({ extractComments: false }),
        // svgo chokes on Bootstrap's escaped SVG data URIs; they are already minimal.
        new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { svgo: false }] } }),
      ],
      splitChunks: {
        chunks: 'all',
        // Libraries that change rarely get their own long-cached files.
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'vendor-react', priority: 40 },
          router: {
            test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'vendor-router',
            priority: 30,
          },
          redux: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
            name: 'vendor-redux',
            priority: 30,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: isProduction
      ? {
          hints: 'error',
          ...PERFORMANCE_BUDGETS,
          assetFilter: (file: string) => !/\.(gz|br|map)$/.test(file),
        }
      : false,
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/uploads'], target: API_PROXY_TARGET }],
    },
  };
};
