/**
 * Thrown before a request is sent when a required path parameter is missing or empty
 * (docs/product/wire-conventions.md#required-parameters). `parameter` names it.
 */
export class MissingParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string, template: string) {
    super(`Missing required parameter "${parameter}" for ${template}`);
    this.name = 'MissingParameterError';
    this.parameter = parameter;
  }
}

type ParameterNames<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | ParameterNames<Rest> : never;

export type PathParameters<Template extends string> = {
  [Name in ParameterNames<Template>]: string | number | null | undefined;
};

/**
 * Fills a route template such as `/api/products/{id}/download/pdf` with URL-encoded values.
 * Every `{name}` is required; a missing, null or blank value throws MissingParameterError.
 */
export function apiPath<Template extends string>(
  template: Template,
  parameters: PathParameters<Template>,
): string {
  const values = parameters as Record<string, string | number | null | undefined>;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === null || value === undefined || String(value).trim() === '') {
      throw new MissingParameterError(name, template);
    }
    return encodeURIComponent(String(value));
  });
}
