/**
 * The stack and the cold-start benchmark bundle with the same options
 * (infra/bundling.ts); the real bundles are built by test/bench/cold-start.ts.
 */
import { describe, expect, it } from 'vitest';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { cdkBundling, esbuildOptions, NATIVE_INSTALL_ENV } from '../../infra/bundling';
import { handlerModules } from '../../shared/routes';

describe('bundling options', () => {
  it.each(handlerModules())('%s: ESM, minified, source maps, node22, SDK bundled, local esbuild', (module) => {
    const cdk = cdkBundling(module);
    expect(cdk.format).toBe(OutputFormat.ESM);
    expect(cdk.minify).toBe(true);
    expect(cdk.sourceMap).toBe(true);
    expect(cdk.target).toBe('node22');
    expect(cdk.externalModules).toEqual([]);
    expect(cdk.bundleAwsSDK).toBe(true);
    expect(cdk.forceDockerBundling).toBe(false);
    expect(cdk.mainFields).toEqual(['module', 'main']);
    expect(cdk.banner).toMatch(/createRequire/);

    const es = esbuildOptions(module);
    expect(es.format).toBe('esm');
    expect(es.minify).toBe(cdk.minify);
    expect(es.sourcemap).toBe(cdk.sourceMap);
    expect(es.sourcesContent).toBe(cdk.sourcesContent);
    expect(es.target).toBe(cdk.target);
    expect(es.mainFields).toEqual(cdk.mainFields);
    expect(es.banner.js).toBe(cdk.banner);
    expect(es.external).toEqual(cdk.nodeModules ?? []);
    expect(es.entryPoints[0]).toMatch(new RegExp(`functions/${module}\\.ts$`));
  });

  it('installs sharp beside the image bundle as linux arm64 (glibc) binaries, and only there', () => {
    const image = cdkBundling('iddsi-classify-image');
    expect(image.nodeModules).toEqual(['sharp']);
    expect(image.environment).toMatchObject({ npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' });
    expect(NATIVE_INSTALL_ENV.npm_config_cpu).toBe('arm64');
    for (const module of handlerModules().filter((m) => m !== 'iddsi-classify-image')) {
      expect(cdkBundling(module).nodeModules, module).toBeUndefined();
    }
  });
});
