// Fastify's own validator compiler (@fastify/ajv-compiler with the app's ajv options), compiling
// each route schema on the route's first request instead of all of them when the server starts.
// The sandbox has ~150 routes and a test file uses a handful: compiling them all took ~1.2 s of
// CPU at every start, and every sandbox test file starts one (issue 37).
import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';

type Validate = ((data: unknown, options?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};
type Compile = (route: unknown) => Validate;
type BuildValidator = (externalSchemas: unknown, ajvOptions: unknown) => Compile;

export function lazyValidatorBuilder(): BuildCompilerFromPool {
  const build = AjvCompiler() as unknown as BuildValidator;
  const lazy: BuildValidator = (externalSchemas, ajvOptions) => {
    const compile = build(externalSchemas, ajvOptions);
    return (route) => {
      let compiled: Validate | undefined;
      const validate: Validate = (data, options) => {
        compiled ??= compile(route);
        const valid = compiled(data, options);
        validate.errors = compiled.errors;
        return valid;
      };
      // Fastify hands the root value's parent to a validator that has a schemaEnv, as an ajv one
      // has, so that ajv can coerce and default the root value (a querystring) in place.
      validate.schemaEnv = true;
      return validate;
    };
  };
  // Its published types call the route definition Fastify passes (schema, method, url, part) a schema.
  return lazy as unknown as BuildCompilerFromPool;
}
