/**
 * This file was generated from openapi/service.yaml by `pnpm gen`.
 * Do not edit it by hand: change the YAML and run `pnpm gen` again.
 */
export type paths = {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @enum {string} */
        ErrorCode: "FEEDBACK_CREATION_ERROR" | "EMAIL_SEND_ERROR" | "FEEDBACK_RETRIEVAL_ERROR" | "TOKEN_PROCESSING_ERROR" | "INVALID_TOKEN_HASH" | "TOKEN_INVALIDATION_ERROR" | "TOKEN_SAVE_ERROR" | "TOKEN_REVOCATION_ERROR" | "TOKEN_GENERATION_ERROR" | "REFRESH_TOKEN_GENERATION_ERROR" | "USERNAME_EXTRACTION_ERROR" | "HASH_EXTRACTION_ERROR" | "CLAIM_EXTRACTION_ERROR" | "TOKEN_VALIDATION_ERROR" | "TOKEN_EXPIRATION_CHECK_ERROR" | "TOKEN_EXTRACTION_ERROR" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "MISSING_HASH" | "SESSION_EXPIRED" | "UNAUTHORIZED" | "FORBIDDEN" | "ACCESS_DENIED" | "AUTHENTICATION_FAILED" | "FEATURE_BLOCKED" | "EMAIL_ALREADY_REGISTERED" | "ACCOUNT_NOT_VERIFIED" | "INVALID_LINK" | "QUANTITY_RETRIEVAL_ERROR" | "QUANTITY_UPDATE_ERROR" | "QUANTITY_CALCULATION_ERROR" | "INSUFFICIENT_BALANCE" | "INSUFFICIENT_QUANTITY" | "NO_PDF_TOKENS_LEFT" | "TRANSACTION_CREATE_ERROR" | "TRANSACTION_UPDATE_ERROR" | "TRANSACTION_RETRIEVAL_ERROR" | "TRANSACTION_DELETE_ERROR" | "TRANSACTION_NOT_FOUND" | "PRODUCT_ADD_ERROR" | "PRODUCT_DELETE_ERROR" | "PRODUCT_UPDATE_ERROR" | "PRODUCT_RETRIEVAL_ERROR" | "ENCRYPTION_ERROR" | "DECRYPTION_ERROR" | "KEY_ERROR" | "FILE_PROCESSING_ERROR" | "FILE_DOWNLOAD_ERROR" | "FILE_VALIDATION_ERROR" | "FILE_DELETION_ERROR" | "FILE_ANALYSIS_ERROR" | "PDF_PROCESSING_ERROR" | "PDF_CHECK_ERROR" | "PDF_PAGE_VALIDATION_ERROR" | "EMPTY_FILE_RESPONSE" | "EMPTY_RESPONSE" | "PAYLOAD_TOO_LARGE" | "TOO_MANY_FILES" | "FILE_TOO_MANY_PAGES" | "TOTAL_PAGES_EXCEEDED" | "EXCEL_NOT_ALLOWED" | "ZIP_UNSUPPORTED_FILES" | "ZIP_NO_SUPPORTED_FILES" | "ZIP_READ_ERROR" | "MISSING_PARAMETERS" | "TOPIC_NAME_EXISTS" | "CONFIGURATION_NAME_EXISTS" | "DATABASE_RETRIEVAL_ERROR" | "REQUEST_ERROR" | "API_REQUEST_ERROR" | "REQUEST_PREPARATION_ERROR" | "BAD_REQUEST" | "INVALID_REQUEST" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "DATA_INTEGRITY_VIOLATION" | "INTERNAL_SERVER_ERROR" | "SERVER_ERROR" | "SERVICE_UNAVAILABLE" | "ENDPOINT_NOT_FOUND" | "RESOURCE_NOT_FOUND" | "RATE_LIMIT_EXCEEDED" | "NETWORK_ERROR" | "CHATBOT_SERVICE_ERROR" | "CHATBOT_ERROR" | "CONFIGURATION_CHATBOT_ERROR" | "CONVERSATION_HISTORY_ERROR" | "CONVERSATION_RETRIEVAL_ERROR" | "CONVERSATION_UPDATE_ERROR" | "CONVERSATION_SAVE_ERROR" | "DESCRIPTION_DELETION_ERROR" | "TOPIC_DELETION_ERROR" | "TOPIC_RETRIEVAL_ERROR" | "AUTO_TRAINING_ERROR" | "TRAINING_CHAT_ERROR" | "SETTINGS_DELETE_ERROR" | "DOCUMENT_UPDATE_ERROR" | "AUDITING_ERROR" | "REASONING_ERROR" | "CV_SELECTION_ERROR" | "CV_QUESTION_ERROR" | "SEMANTIC_ANALYSIS_ERROR" | "IMAGE_ANALYSIS_ERROR" | "AUDIO_EXTRACTION" | "RAZONER_ERROR" | "DOCUMENT_CONFIG_ERROR" | "CONFIG_SAVE_ERROR" | "CONFIG_QUERY_ERROR" | "COLLECTION_QUERY_ERROR" | "ENTITY_EXTRACTION_ERROR";
        /** @description The one error shape of both hosts. */
        Error: {
            errorCode: components["schemas"]["ErrorCode"];
            /** @description A readable message in the caller's language; clients translate errorCode. */
            errorMessage: string;
            /** @description Machine-readable specifics (the limit that was exceeded, the field that failed). */
            detail?: unknown;
        };
        HealthResponse: {
            /** @enum {string} */
            status: "ok";
            version: string;
        };
    };
    responses: {
        /** @description Any failure, in the one error shape. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The host is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
