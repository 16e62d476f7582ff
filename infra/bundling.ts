/**
 * How every Lambda function is bundled: one esbuild build per handler
 * module. The CDK stack (functionCode) and the cold-start benchmark
 * (test/bench/cold-start.ts) both call bundleFunction, so what is measured
 * is what is deployed.
 *
 * The build is split: index.mjs holds what every request needs, and each
 * `import()` of a heavy dependency (the AWS SDK clients, see
 * shared/providers/aws-sdk.ts; the S3 upload store) becomes a chunk that is
 * read only when that path first runs. A function on the embedded engines
 * never loads the SDK; a hosted one loads it on its first model or S3 call.
 * NodejsFunction writes a single --outfile and cannot split, hence our own
 * local bundling step.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions } from 'esbuild';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * NODE_OPTIONS of every function: source maps ship with each bundle, so stack
 * traces of unexpected errors point at the TypeScript. The benchmark measures
 * cold imports with the same flag.
 */
export const RUNTIME_NODE_OPTIONS = '--enable-source-maps';

/** The Lambda runtime of every function; the esbuild target and the bundle test's Node follow it. */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/** Node major of LAMBDA_RUNTIME ("nodejs24.x" -> 24). */
export const NODE_MAJOR = Number(/^nodejs(\d+)\.x$/.exec(LAMBDA_RUNTIME.name)?.[1]);

/** esbuild's target: the runtime's Node, so nothing is down-levelled that Lambda runs natively. */
export const NODE_TARGET = `node${NODE_MAJOR}`;

/** The entry file Lambda loads (handler `index.handler`). */
export const ENTRY_FILE = 'index.mjs';

/** CommonJS dependencies call require(); an ESM bundle has none unless we define it. */
export const ESM_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Native modules that cannot be bundled: installed next to the bundle instead,
 * for linux arm64 (see NATIVE_INSTALL_ENV). Keyed by handler module.
 */
export const NATIVE_MODULES: Readonly<Record<string, readonly string[]>> = {
  'iddsi-classify-image': ['sharp'],
};

export function nativeModulesFor(handlerModule: string): string[] {
  return [...(NATIVE_MODULES[handlerModule] ?? [])];
}

/**
 * npm reads these as --os/--cpu/--libc: the install beside the bundle then
 * fetches sharp's prebuilt linux-arm64 (glibc) binaries
 * (@img/sharp-linux-arm64, @img/sharp-libvips-linux-arm64) whatever the build
 * machine is. No Docker, no compiler; npm needs the registry or a warm cache.
 */
export const NATIVE_INSTALL_ENV: Readonly<Record<string, string>> = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  // sharp's install script only checks for the prebuilt binary that npm just installed.
  npm_config_ignore_scripts: 'true',
};

/** esbuild options of one function, written to `outdir`. */
export function esbuildOptions(handlerModule: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: path.join(PROJECT_ROOT, 'functions', `${handlerModule}.ts`) },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    minify: true,
    // The lexicons are mostly CJK and Thai: esbuild's default ASCII output
    // writes each such character as a 6-byte \uXXXX escape, UTF-8 as 3 bytes
    // (entry bundles about 23 % smaller, measured in BENCHMARKS.md).
    charset: 'utf8',
    sourcemap: true,
    sourcesContent: false,
    // Prefer the ESM builds of dependencies: better tree shaking.
    mainFields: ['module', 'main'],
    banner: { js: ESM_BANNER },
    // The AWS SDK v3 is bundled, not taken from the runtime: tree-shaken and
    // minified it loads several times faster than the runtime's full copy
    // (measured in BENCHMARKS.md), and it pins the version the tests ran.
    external: nativeModulesFor(handlerModule),
    tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  };
}

/** The exact version of a dependency installed in the project (the one the tests ran). */
function installedVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Bundle one handler module into `outdir`; with `installNative`, add its native modules for linux arm64. */
export function bundleFunction(handlerModule: string, outdir: string, { installNative = true } = {}): void {
  buildSync(esbuildOptions(handlerModule, outdir));
  const native = nativeModulesFor(handlerModule);
  if (!installNative || native.length === 0) return;
  const dependencies = Object.fromEntries(native.map((name) => [name, installedVersion(name)]));
  fs.writeFileSync(path.join(outdir, 'package.json'), JSON.stringify({ private: true, type: 'module', dependencies }, null, 2));
  execFileSync('npm', ['install', '--no-package-lock', '--omit=dev'], {
    cwd: outdir,
    env: { ...process.env, ...NATIVE_INSTALL_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The deployment package of one function: bundled on this machine (esbuild, no Docker). */
export function functionCode(handlerModule: string): Code {
  return Code.fromAsset(PROJECT_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the API, never used: local bundling always succeeds where esbuild is installed.
      image: DockerImage.fromRegistry(`public.ecr.aws/sam/build-${LAMBDA_RUNTIME.name}`),
      // CDK caches bundles by their options; a function-valued tryBundle is not part of that key, the module is.
      environment: { HANDLER_MODULE: handlerModule },
      local: {
        tryBundle(outputDir: string) {
          bundleFunction(handlerModule, outputDir);
          return true;
        },
      },
    },
  });
}
