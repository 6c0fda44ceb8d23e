/**
 * This file was generated from openapi/middleware.yaml by `pnpm gen`.
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
        /**
         * Health check
         * @description SPEC §4 - the web app polls this every 30 s and shows maintenance when it fails.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public configuration
         * @description What every client needs before sign-in - version, demo mode, limits, AI providers.
         */
        get: operations["getPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an account
         * @description SPEC §5 rules; the e-mail must be new. Sends a verification link that works once and expires after 48 hours, in the user's language.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an account
         * @description Spends the token of the e-mailed verification link (INVALID_LINK when used or expired).
         */
        post: operations["verifyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Wrong credentials answer AUTHENTICATION_FAILED whether or not the e-mail exists. Limited per address and per client IP (RATE_LIMIT_EXCEEDED).
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate an access token
         * @description SPEC §7 - the token as the `token` query parameter, or as a bearer header. Answers 200 for a valid token and 401 (TOKEN_EXPIRED, INVALID_TOKEN, SESSION_EXPIRED) otherwise.
         */
        get: operations["validateToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the session
         * @description Spends the refresh token sent as bearer and answers a new pair.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Revokes the session of the bearer access token; its refresh token stops working.
         */
        post: operations["logoutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description SPEC §7 - the e-mail as a text/plain body. Answers the same whether or not the address has an account; the link works once and expires after 30 minutes.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password
         * @description Spends the reset link's token and ends every session of the account.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public keys of the access tokens
         * @description The JSON Web Key Set the service host and other verifiers check tokens with.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a sign-in with the OpenID provider
         * @description A browser navigation: redirects to the provider configured by FOLIO_OIDC_* and binds the sign-in to the browser with a cookie. RESOURCE_NOT_FOUND when no provider is configured.
         */
        get: operations["startOidcLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenID provider's redirect back
         * @description Redirects the browser to the web app's /login with `oidc=<code>` (single use, one minute) on success, or `oidcError=<error code>` otherwise.
         */
        get: operations["finishOidcLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a finished provider sign-in
         * @description SPEC §7 "Other/social login" - exchanges the one-time code for a session, stored like a login.
         */
        post: operations["loginWithOidc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post-jwt-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile
         * @description SPEC §7 - `{username, idx}`; `username` must be the token's subject (FORBIDDEN otherwise).
         */
        post: operations["updateProfile"];
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
        PublicConfigResponse: {
            version: string;
            /** @description Base URL of the service host, where browsers call the utilities. */
            serviceUrl: string;
            demoMode: boolean;
            /** @description Features the server refuses with FEATURE_BLOCKED (DECISIONS.md, demo mode). */
            blockedFeatures: components["schemas"]["BlockableFeature"][];
            limits: components["schemas"]["Limits"];
            ai: components["schemas"]["AiAvailability"];
            /** @description The ways to sign in this server offers besides e-mail and password. */
            signIn: {
                /** @description Sign-in through the configured OpenID Connect provider. */
                oidc: boolean;
            };
        };
        /** @enum {string} */
        BlockableFeature: "createConfiguration" | "createTopic";
        /** @description The limits of DECISIONS.md, as this server is configured. */
        Limits: {
            zipMaxFiles: number;
            zipMaxPagesPerFile: number;
            zipMaxTotalPages: number;
            zipMaxExpandedBytes: number;
            zipMaxEntryRatio: number;
            uploadMaxFileBytes: number;
            /** @description File extensions, lower case, without the dot. */
            uploadAllowedTypes: string[];
            chatMaxFiles: number;
        };
        AiAvailability: {
            /** @description The AI providers that have credentials on this server. */
            providers: components["schemas"]["AiProvider"][];
            models: components["schemas"]["AiModel"][];
        };
        /** @enum {string} */
        AiProvider: "openai" | "deepseek" | "gemini";
        AiModel: {
            id: string;
            provider: components["schemas"]["AiProvider"];
            /** @description False when the provider has no key; the built-in engine answers instead. */
            available: boolean;
        };
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
        /** @enum {string} */
        Language: "en" | "sp";
        /** @description The register screen's fields (SPEC §5). `hash` is the account key the client generated and showed once; only a digest is kept. `confirmPassword` is checked when sent. */
        RegisterUserRequest: {
            email: string;
            name: string;
            lastname: string;
            password: string;
            confirmPassword?: string;
            hash: string;
            belongsToCompany: boolean;
            companyId?: string;
            language?: components["schemas"]["Language"];
        };
        MessageResponse: {
            /** @description A readable confirmation in the caller's language. */
            message: string;
        };
        VerifyAccountRequest: {
            /** @description The `token` parameter of the e-mailed verification link. */
            token: string;
        };
        LoginUserRequest: {
            email: string;
            password: string;
            /** @description The account key. Required from API clients (MISSING_HASH without it); the web app sends it when the browser holds it. */
            hash?: string;
        };
        /** @description The session (SPEC §3); clients store the whole answer. */
        TokenPairResponse: {
            access_token: string;
            refresh_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds the access token lives. */
            expires_in: number;
        };
        ValidateTokenResponse: {
            /** @enum {boolean} */
            valid: true;
            /** @description The token's subject. */
            username: string;
            /** Format: date-time */
            expiresAt: string;
        };
        ResetPasswordRequest: {
            /** @description The `token` parameter of the e-mailed reset link. */
            token: string;
            password: string;
            confirmPassword?: string;
        };
        /** @description An Ed25519 public key (RFC 8037). */
        PublicJwk: {
            /** @enum {string} */
            kty: "OKP";
            /** @enum {string} */
            crv: "Ed25519";
            x: string;
            kid: string;
            /** @enum {string} */
            alg: "EdDSA";
            /** @enum {string} */
            use: "sig";
        };
        JwksResponse: {
            keys: components["schemas"]["PublicJwk"][];
        };
        OidcLoginRequest: {
            /** @description The `oidc` parameter the provider sign-in left on the web app's /login URL. */
            code: string;
        };
        UpdateProfileRequest: {
            /** @description Must be the token's subject. */
            username: string;
            /** @description The profile index the user chose (the picture shown in the user menu). */
            idx: number;
        };
        UpdateProfileResponse: {
            username: string;
            idx: number;
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
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfigResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUserRequest"];
            };
        };
        responses: {
            /** @description Registered; the verification e-mail is on its way. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    verifyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyAccountRequest"];
            };
        };
        responses: {
            /** @description The account is verified; the user can log in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    loginUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginUserRequest"];
            };
        };
        responses: {
            /** @description A new session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    validateToken: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateTokenResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    logoutUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwksResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    startOidcLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's authorization endpoint. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    finishOidcLogin: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                iss?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the web app's /login. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    loginWithOidc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OidcLoginRequest"];
            };
        };
        responses: {
            /** @description A new session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The profile as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateProfileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
