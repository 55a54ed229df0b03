import {
  createErrorHandler,
  ErrorSchemaBuilder,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from "@rjsf/utils";
import { isSchema, type JsonSchema } from "./json-schema";
import { schemaIssues, type FieldIssue } from "./schema-errors";

type FormValue = unknown;

export function toValidationErrors(issues: FieldIssue[]): RJSFValidationError[] {
  return issues.map((issue) => ({
    name: "schema",
    message: issue.message,
    property: issue.path.length > 0 ? `.${issue.path.join(".")}` : ".",
    stack: `${issue.path.join(".") || "input"}: ${issue.message}`,
  }));
}

export function toErrorSchema(issues: FieldIssue[]) {
  const builder = new ErrorSchemaBuilder<FormValue>();
  for (const issue of issues) builder.addErrors(issue.message, issue.path);
  return builder.ErrorSchema;
}

/** rjsf passes sub-schemas (anyOf branches, resolved refs) alone; they still need the root's definitions. */
function withRootDefinitions(schema: JsonSchema, root: JsonSchema | undefined): JsonSchema {
  if (!root || schema === root) return schema;
  return {
    ...schema,
    ...(isSchema(root.$defs) && !("$defs" in schema) ? { $defs: root.$defs } : {}),
    ...(isSchema(root.definitions) && !("definitions" in schema) ? { definitions: root.definitions } : {}),
  };
}

/** rjsf's validator interface on @cfworker/json-schema: no `new Function`, so strict CSP holds. */
export class CfworkerValidator implements ValidatorType<FormValue, RJSFSchema> {
  private readonly grafted = new WeakMap<object, WeakMap<object, JsonSchema>>();

  validateFormData(
    formData: FormValue,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormValue, RJSFSchema>,
    transformErrors?: ErrorTransformer<FormValue, RJSFSchema>,
    uiSchema?: UiSchema<FormValue, RJSFSchema>,
  ): ValidationData<FormValue> {
    const issues = schemaIssues(schema, formData ?? {});
    let errors = toValidationErrors(issues);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema(issues);
    if (!customValidate) return { errors, errorSchema };
    const handler = customValidate(formData, createErrorHandler<FormValue>(formData), uiSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  }

  isValid(schema: RJSFSchema, formData: FormValue, rootSchema: RJSFSchema): boolean {
    try {
      return schemaIssues(this.graft(schema, rootSchema), formData).length === 0;
    } catch {
      // rjsf's contract: a schema that cannot be compiled validates nothing.
      return false;
    }
  }

  rawValidation<Result = RJSFValidationError>(schema: RJSFSchema, formData?: FormValue) {
    try {
      return { errors: toValidationErrors(schemaIssues(schema, formData)) as Result[] };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  // Same object in, same object out, so the compiled validator behind it is reused.
  private graft(schema: JsonSchema, root: JsonSchema): JsonSchema {
    let byRoot = this.grafted.get(schema);
    if (!byRoot) this.grafted.set(schema, (byRoot = new WeakMap()));
    let grafted = byRoot.get(root);
    if (!grafted) byRoot.set(root, (grafted = withRootDefinitions(schema, root)));
    return grafted;
  }
}

const perTool = new Map<string, { schema: JsonSchema; source: string; validator: CfworkerValidator }>();

/** One validator per tool, rebuilt only when the tool's schema itself changes. */
export function validatorForTool(toolName: string, schema: JsonSchema): CfworkerValidator {
  const cached = perTool.get(toolName);
  // The same object is the same schema; a refetched listing brings equal schemas in new objects.
  if (cached?.schema === schema) return cached.validator;
  const source = JSON.stringify(schema);
  if (cached?.source === source) {
    cached.schema = schema;
    return cached.validator;
  }
  const validator = new CfworkerValidator();
  perTool.set(toolName, { schema, source, validator });
  return validator;
}
