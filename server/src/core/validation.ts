/**
 * Turns a schema validation failure into one Chinese message that names the field.
 *
 * Field schemas carry their Chinese label in `title` and may carry `x-msg`: a message string
 * for any failure, or an object keyed by the failing ajv keyword (`required`, `minLength`,
 * `pattern`, …, `default`). Without `x-msg` the message is '请填写{label}' for a missing field
 * and '{label}格式不正确' otherwise. Errors inside arrays are prefixed with '第{i}条：'.
 */
import type { FastifySchemaValidationError } from 'fastify';

/** The annotation keyword that ajv must accept (see `ajvPlugins`). */
export const MSG_KEYWORD = 'x-msg';

type SchemaLike = {
  title?: string;
  [MSG_KEYWORD]?: string | Record<string, string>;
  properties?: Record<string, SchemaLike>;
};

interface VerboseError extends FastifySchemaValidationError {
  parentSchema?: SchemaLike;
}

export function validationMessage(errors: FastifySchemaValidationError[] | undefined): string {
  const error = errors?.[0] as VerboseError | undefined;
  if (!error) return '参数错误';
  const segments = error.instancePath.split('/').filter(Boolean);
  let schema: SchemaLike | undefined = error.parentSchema;
  let name = segments[segments.length - 1];
  if (error.keyword === 'required') {
    name = String((error.params as { missingProperty?: string }).missingProperty ?? '');
    schema = error.parentSchema?.properties?.[name];
  }
  const index = segments.find((s) => /^\d+$/.test(s));
  const insideItem = segments.length > 1 || (error.keyword === 'required' && segments.length === 1);
  const prefix = index !== undefined && insideItem ? `第${Number(index) + 1}条：` : '';
  return prefix + messageFor(schema, error.keyword, name);
}

function messageFor(schema: SchemaLike | undefined, keyword: string, name?: string): string {
  const custom = schema?.[MSG_KEYWORD];
  if (typeof custom === 'string') return custom;
  if (custom && typeof custom === 'object') {
    const byKeyword = custom[keyword] ?? (keyword === 'required' ? undefined : custom.default);
    if (byKeyword) return byKeyword;
  }
  const label = schema?.title ?? name;
  if (!label) return '请求内容格式不正确';
  return keyword === 'required' ? `请填写${label}` : `${label}格式不正确`;
}

/** Ajv plugins for Fastify's validator compiler: accept the `x-msg` annotation. */
export const ajvPlugins = [
  <A>(ajv: A): A => {
    (ajv as unknown as { addKeyword(definition: { keyword: string }): unknown }).addKeyword({
      keyword: MSG_KEYWORD,
    });
    return ajv;
  },
];
