/**
 * The options of the bundling step the stack deploys with
 * (infra/bundling.ts). The packages it builds are checked in
 * deploy-packages.test.ts; sizes and times are measured by
 * test/bench/cold-start.ts.
 */
import { describe, expect, it } from 'vitest';
import { esbuildOptions, LAMBDA_RUNTIME, NATIVE_INSTALL_ENV, nativeModulesFor, NODE_TARGET } from '../../infra/bundling';
import { handlerModules } from '../../shared/routes';

describe('bundling options', () => {
  it('functions run nodejs24.x and esbuild targets that same Node major', () => {
    expect(LAMBDA_RUNTIME.name).toBe('nodejs24.x');
    expect(NODE_TARGET).toBe('node24');
  });

  it.each(handlerModules())(
    "%s: split ESM for the Lambda runtime's Node, minified UTF-8, source maps, SDK bundled, natives external",
    (module) => {
      const es = esbuildOptions(module, '/tmp/out');
      expect(es).toMatchObject({
        format: 'esm',
        splitting: true,
        bundle: true,
        minify: true,
        charset: 'utf8',
        sourcemap: true,
        target: NODE_TARGET,
        platform: 'node',
      });
      expect(es.mainFields).toEqual(['module', 'main']);
      expect(es.banner?.js).toMatch(/createRequire/);
      expect(es.external).toEqual(nativeModulesFor(module));
      expect(es.external?.some((e) => e.startsWith('@aws-sdk'))).toBe(false);
      expect((es.entryPoints as Record<string, string>).index).toMatch(new RegExp(`functions/${module}\\.ts$`));
    },
  );

  it('installs sharp beside the image bundle as linux arm64 (glibc) binaries, and only there', () => {
    expect(nativeModulesFor('iddsi-classify-image')).toEqual(['sharp']);
    expect(NATIVE_INSTALL_ENV).toMatchObject({ npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' });
    for (const module of handlerModules().filter((m) => m !== 'iddsi-classify-image')) expect(nativeModulesFor(module), module).toEqual([]);
  });
});
