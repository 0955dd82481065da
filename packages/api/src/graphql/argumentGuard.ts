import {
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql/index.js';
import { validationError } from '../resources/errors.ts';
import { isUuid } from '../resources/values.ts';

/**
 * Marks an ID argument that takes other keys than record ids (a currency is picked by its code), so the
 * guard does not require a UUID there.
 */
export const ANY_ID = { anyId: true } as const;

function problemIn(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  anyId: boolean,
): [string, string] | null {
  if (value === null || value === undefined) return null;
  if (type instanceof GraphQLNonNull) return problemIn(value, type.ofType as GraphQLInputType, path, anyId);
  if (type instanceof GraphQLList) {
    if (!Array.isArray(value)) return problemIn(value, type.ofType as GraphQLInputType, path, anyId);
    for (const [i, item] of value.entries()) {
      const found = problemIn(item, type.ofType as GraphQLInputType, `${path}[${i}]`, anyId);
      if (found) return found;
    }
    return null;
  }
  if (type instanceof GraphQLInputObjectType) {
    const fields = type.getFields();
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      if (!field) continue;
      const found = problemIn(child, field.type, path ? `${path}.${name}` : name, anyId);
      if (found) return found;
    }
    return null;
  }
  if (type instanceof GraphQLScalarType) return scalarProblem(value, type.name, path || '_', anyId);
  return null;
}

function scalarProblem(
  value: unknown,
  scalar: string,
  path: string,
  anyId: boolean,
): [string, string] | null {
  if (typeof value === 'string' && value.includes('\0')) return [path, 'Must not contain a NUL character'];
  if (scalar === 'ID' && !anyId && !(typeof value === 'string' && isUuid(value)))
    return [path, 'Not a valid id'];
  if (scalar === 'JSON') return jsonProblem(value, path);
  return null;
}

function jsonProblem(value: unknown, path: string): [string, string] | null {
  if (typeof value === 'string')
    return value.includes('\0') ? [path, 'Must not contain a NUL character'] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\0')) return [path, 'Must not contain a NUL character'];
    const found = jsonProblem(child, path);
    if (found) return found;
  }
  return null;
}

/** The first argument value no resolver may see, as [field path, message]. */
export function argumentProblem(
  args: readonly GraphQLArgument[],
  values: Record<string, unknown>,
): [string, string] | null {
  for (const arg of args) {
    const anyId = arg.extensions?.anyId === true;
    // An input object's fields are named on their own (`name`, `timeslots[0].opensAt`), as the forms name them.
    const named = arg.type instanceof GraphQLNonNull ? arg.type.ofType : arg.type;
    const found = problemIn(
      values[arg.name],
      arg.type,
      named instanceof GraphQLInputObjectType ? '' : arg.name,
      anyId,
    );
    if (found) return found;
  }
  return null;
}

/**
 * Wraps every query and mutation so that a NUL character in any string and a malformed id anywhere in its
 * arguments are refused as VALIDATION on that field before the resolver runs. PostgreSQL would refuse both
 * (22021, 22P02), and a refusal from the database can only be an unexplained 700.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()] as (GraphQLObjectType | null)[]) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const { resolve, args } = field;
      if (!resolve || args.length === 0) continue;
      field.resolve = (source, values, context, info) => {
        const problem = argumentProblem(args, values);
        if (problem) throw validationError({ [problem[0]]: problem[1] });
        return resolve(source, values, context, info);
      };
    }
  }
  return schema;
}
