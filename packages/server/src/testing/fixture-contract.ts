import type { OpenApiDocument } from '../contract';

const errorResponse = {
  description: 'Any failure',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** A small contract with a JSON POST, used to drive the shared mechanism in tests. */
export const fixtureContract: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'fixture', version: '1.0.0' },
  servers: [{ url: 'http://localhost/api' }],
  paths: {
    '/': {
      get: {
        operationId: 'getHealth',
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status'],
                  additionalProperties: false,
                  properties: { status: { type: 'string', enum: ['ok'] } },
                },
              },
            },
          },
          default: errorResponse,
        },
      },
    },
    '/echo': {
      post: {
        operationId: 'echoName',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                additionalProperties: false,
                properties: { name: { type: 'string', minLength: 1, maxLength: 10 } },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'echo',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name'],
                  additionalProperties: false,
                  properties: { name: { type: 'string' } },
                },
              },
            },
          },
          default: errorResponse,
        },
      },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['errorCode', 'errorMessage'],
        properties: { errorCode: { type: 'string' }, errorMessage: { type: 'string' }, detail: {} },
      },
    },
  },
} as OpenApiDocument;
