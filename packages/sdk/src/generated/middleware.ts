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
         * @description SPEC §7 - `{username, idx}`; `username` must be the token's subject (FORBIDDEN otherwise). The profile screen also sends the fields it changes: name and last name (letters only, SPEC §5), company membership and id, and the language of the account's e-mails.
         */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhooks
         * @description Every endpoint the caller registered, newest first; never their secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description A URL, a description and the events to send. The answer holds the signing secret, shown this once. A URL that is not http(s), carries credentials, or whose host is or resolves to a loopback, private or link-local address (unless the operator allows it) is BAD_REQUEST.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook
         * @description The webhook and its delivery log; pending deliveries are not sent.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook
         * @description URL (checked as at registration), description, events, or enabled. A disabled webhook gets no new deliveries and its pending ones fail. RESOURCE_NOT_FOUND for another account's webhook.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{webhookId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's signing secret
         * @description A new signing secret, answered this once. For a day the deliveries carry two signatures, one by the new secret and one by the old (Standard Webhooks), so the receiver can switch without refusing a delivery; after that only the new one signs.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's delivery log
         * @description The newest 100 deliveries with every attempt: when, how long, the status code or the error, and when the next attempt is due.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description One more attempt of the same event (same `webhook-id`, a new timestamp and signature), queued at once, whatever the delivery's status; it is not retried on failure.
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a `webhook.test` event for this webhook alone, even when it is not subscribed to that type, to check the receiver and its signature verification.
         */
        post: operations["sendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account
         * @description Name, last name, e-mail, company, language, profile index and page balance.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page balance and where it went
         * @description The pages left and the latest 200 pieces of work that spent pages (extraction runs and chatbot trainings), newest first, ending with the pages granted at registration.
         */
        get: operations["getBalanceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Needs the current password (INVALID_REQUEST with `detail.field` when wrong, limited like login attempts) and a new one that meets SPEC §5 (BAD_REQUEST with `detail.fields`). Every other session of the account is signed out; this one stays open.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of all devices
         * @description Revokes every session of the account, this one included.
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download all my data
         * @description GDPR access - a ZIP of the user's files, extraction configurations and results, document database records and chatbot conversations, produced while it is sent.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account
         * @description GDPR erasure after a grace period, confirmed with the password (INVALID_REQUEST when wrong) - every session ends at once and an e-mail tells the address when the account will be erased (`FOLIO_ACCOUNT_ERASURE_GRACE_SECONDS`, 30 days by default); signing in before then keeps the account. When the period ends, every row and every stored file of the user is deleted and an e-mail confirms it.
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's API keys
         * @description Name, scopes, creation, expiry and last use of each key that is not revoked; never the keys themselves. Sessions only: an API key cannot list keys (FORBIDDEN).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description A named key with scopes and an optional expiry (BAD_REQUEST when in the past). The answer holds the key, shown this once. Sessions only: an API key cannot create keys (FORBIDDEN).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key stops working at once, on both hosts. NOT_FOUND for a key of another account or one already revoked. Sessions only (FORBIDDEN for an API key).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files to a folder
         * @description SPEC §7 upload, streamed to the blob store (never held whole in memory). Every file is checked before anything is kept: allowed type (by extension and content), the size limit of the public config, not empty, a safe name (no path, no control characters, at most 255 bytes); one bad file refuses the whole upload with its name in `detail` (UNSUPPORTED_MEDIA_TYPE, PAYLOAD_TOO_LARGE, FILE_VALIDATION_ERROR) and nothing is stored. A kept file is queued for text indexing (`index_status` pending). Large files go through the resumable tus endpoint `/storage/tus` instead (tus 1.0 core + creation + termination; `Upload-Metadata` carries `filename`, `topico`, `replace`), which lands the file the same way.
         */
        post: operations["uploadFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List folders by company
         * @description SPEC §7 - the caller's folders in `empresa`, system folders first. Folders are private: the company reading never shows another user's folders (DECISIONS note, issue 5).
         */
        get: operations["listFoldersByCompany"];
        /**
         * Change a folder's description or colour
         * @description Not a system folder (SYSTEM_FOLDER_PROTECTED).
         */
        put: operations["updateFolder"];
        /**
         * Create a folder
         * @description SPEC §7 - form-encoded (or JSON) `empresa, user, topico, descripcion`, plus `color` (default blue). The name is trimmed, required, at most 100 characters, without `/ \ : * ? " < > |` or control characters and not starting with a dot (FOLDER_NAME_INVALID), and unique for the user ignoring case, system names included (FOLDER_NAME_EXISTS).
         */
        post: operations["createFolder"];
        /**
         * Delete a folder and its files
         * @description SPEC §7 - a system folder is SYSTEM_FOLDER_PROTECTED; an unknown one RESOURCE_NOT_FOUND. Rows go first in one transaction, then the blobs.
         */
        delete: operations["deleteFolder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/folders/by-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's folders
         * @description SPEC §7 - `user` must be the caller. Each folder has its item count, size and status label.
         */
        get: operations["listFoldersByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/folders/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete all of a user's folders
         * @description SPEC §7 - every folder of the caller except the system folders, with their files; files in system folders stay.
         */
        delete: operations["deleteUserFolders"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/folders/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete all folders of the company
         * @description SPEC §7 - scoped like listFoldersByCompany: the caller's non-system folders in `empresa`.
         */
        delete: operations["deleteCompanyFolders"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/folders/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a folder
         * @description SPEC §7 - query `empresa, user, topico_antiguo, topico_nuevo`; the new name follows createFolder's rules. The files' `blob_name`s follow the folder.
         */
        put: operations["renameFolder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/folders/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a folder to another user
         * @description SPEC §7 - `user_origen` must be the caller; `user_destino` the caller or a user with the same company id (RESOURCE_NOT_FOUND otherwise). A name that exists at the destination is FOLDER_NAME_EXISTS.
         */
        put: operations["moveFolder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files
         * @description SPEC §7 list files by folder, extended for the files screen: without `topico` (or with `all`) every file; sorted by name, date, type or size; filtered by kind, category and a name fragment; keyset pages of `limit` (default 50) with `cursor`.
         */
        get: operations["listFiles"];
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description SPEC §7 - query `empresa, user, topico, filename, aplicacion`.
         */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The latest files, up to a limit
         * @description SPEC §7 files with a limit (default 10, SPEC §9): the most recently uploaded first. Form- encoded or JSON.
         */
        post: operations["listRecentFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description SPEC §7 - query `empresa, user, topico, filename`; `inline=true` for previews. Adds one to the file's access count.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * File info by id
         * @description The caller's file of this id, as getFileInfo answers it, for views that know a file by id (a chatbot citation). Another user's id, or an unknown one, is RESOURCE_NOT_FOUND.
         */
        get: operations["getFileById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/{file_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file by its id
         * @description The caller's file of this id, as downloadFile answers it (`inline=true` for previews); the service fetches files this way with the caller's token. Another user's id, or an unknown one, is RESOURCE_NOT_FOUND. Adds one to the file's access count.
         */
        get: operations["downloadFileById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/download-zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download several files as one ZIP
         * @description The files under their names (` (2)` added to a repeated name), streamed as `archivos.zip`. Adds one to each file's access count. An unknown name is RESOURCE_NOT_FOUND before anything is sent.
         */
        post: operations["downloadFilesZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several files
         * @description Bulk delete: all or nothing (an unknown name is RESOURCE_NOT_FOUND and nothing is deleted).
         */
        post: operations["deleteFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move files to another folder
         * @description Bulk move, all or nothing; a name that exists in the destination gets ` (1)` unless `replace`. Not into the `all` view.
         */
        put: operations["moveFiles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a file
         * @description SPEC §7 - `source_blob` and `destination_blob` are blob names of the caller.
         */
        post: operations["copyFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update tags and description
         * @description SPEC §7 - replaces the given fields; tags are trimmed and deduplicated ignoring case.
         */
        put: operations["updateFileMetadata"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * File info
         * @description SPEC §7 - query `empresa, blob_name`.
         */
        get: operations["getFileInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Files stored and space used
         * @description The caller's file count and bytes stored, in total and by kind (every kind is listed, with zeros when it has no files). `user` must be the caller (FORBIDDEN otherwise).
         */
        get: operations["getStorageUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a file exists
         * @description SPEC §7 - query `empresa, blob_name`; answers false for another user's file.
         */
        get: operations["fileExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search files by name pattern
         * @description SPEC §7 - `pattern` matches file names case and accent insensitively; `*` and `?` are wildcards, otherwise a fragment. At most 200 results, best (shortest) names first.
         */
        get: operations["searchFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/files/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a file
         * @description SPEC §7 - JSON `empresa, user, nombre_archivo` (the blob name); answers `success` and `data` (SPEC §3). Adds one to the access count.
         */
        post: operations["previewFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the content of files
         * @description SPEC §7 - Postgres full-text search over the indexed text of the caller's files (Spanish and English), ranked by relevance, one hit per file and page with a highlighted snippet.
         */
        post: operations["searchFileContents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's configurations
         * @description SPEC §7 get configurations, newest first.
         */
        get: operations["listConfigurations"];
        put?: never;
        /**
         * Create or update a configuration
         * @description SPEC §7 save configuration. Name letters and digits only and unique for the user (CONFIGURATION_NAME_EXISTS), at least one header and one detail attribute, attribute names unique per placement, document type required (BAD_REQUEST with the failing rule in `detail`). Creating is FEATURE_BLOCKED in demo mode.
         */
        post: operations["saveConfiguration"];
        /**
         * Delete a configuration
         * @description SPEC §7 - payload plus `id`; its results go with it (the stored PDFs stay in Files).
         */
        delete: operations["deleteConfiguration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/configurations/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One configuration
         * @description SPEC §7 - context plus `config_name`.
         */
        get: operations["getConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results per configuration
         * @description SPEC §7 get collections: each configuration with results, its document count by state and last run, latest first (the last-configurations screen).
         */
        get: operations["getCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/configure-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an example document for the wizard
         * @description SPEC §7 configure document: stores the example in the `extractor` folder, answers its page images, the attributes suggested from it (labels found with their values), and with `attributes` the test extraction. With `model` (and the model's provider configured here) the test runs the same model step as a run, and `extracted.engine` names the model. A test of an example already stored sends `example_file_id` instead of `file` and stores no new copy. Costs its pages from the balance every time.
         */
        post: operations["configureDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a configuration on a ZIP of PDFs
         * @description SPEC §7 extract entities from ZIP. Validates the whole ZIP first (ZIP_UNSUPPORTED_FILES, ZIP_NO_SUPPORTED_FILES, ZIP_READ_ERROR, TOO_MANY_FILES, FILE_TOO_MANY_PAGES, TOTAL_PAGES_EXCEEDED with `max` and `current` in `detail`, INSUFFICIENT_BALANCE), stores the PDFs, then answers 202 with the run; the run is a durable job that resumes after a crash and never redoes a finished document.
         */
        post: operations["extractZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/extract/from-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a configuration on files already in Files
         * @description Like extractZip, on PDFs the caller already holds in Files (any folder: an import from a cloud drive, an upload) instead of a ZIP; the files stay where they are and the run reads them. The same checks before any work: every id a file of the caller's (RESOURCE_NOT_FOUND otherwise), every file a PDF (UNSUPPORTED_MEDIA_TYPE naming the others), TOO_MANY_FILES, FILE_TOO_MANY_PAGES and TOTAL_PAGES_EXCEEDED with `max` and `current` in `detail`, a PDF whose pages could not be counted PDF_PROCESSING_ERROR, then INSUFFICIENT_BALANCE. Answers 202 with the run, followed with getRun like a ZIP's.
         */
        post: operations["extractFromFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/runs/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A run and its progress
         * @description Per-document progress while the run works.
         */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/runs/{run_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a run
         * @description Documents already done stay; the rest are not started and their pages are not spent.
         */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results of a configuration
         * @description The documents of `config_name`, newest first, filtered by `state`, in keyset pages.
         */
        get: operations["listResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One extracted document
         * @description For the verify screen (`/extractor/{id}`).
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/documents/{document_id}/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the document as an image
         * @description JPEG at 110 dpi, so boxes (PDF points) scale by 110/72.
         */
        get: operations["getDocumentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/documents/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Insert or update a document's data or state
         * @description SPEC §7 insert or update document (form). Edited values are normalised like extracted ones; a header or detail name added twice is BAD_REQUEST with `detail.reason` `field_exists` or `header_exists` (SPEC §5). Verifying sets `manually_verified`.
         */
        post: operations["updateDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a document from the list
         * @description SPEC §7 delete file from list - payload plus `document_id` and `config_name`.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download results as CSV, PDF, TXT, XLSX or JSON
         * @description CSV is UTF-8 with a BOM, one row per detail line with the header fields repeated, and every cell that starts with `= + - @` or a tab/CR is prefixed with `'` (formula injection); PDF is a readable report per document; TXT is plain text; XLSX is the CSV's table in a worksheet (numbers as numbers, never a formula); JSON is the documents' values and their sources.
         */
        post: operations["exportResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/train-chatbot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to train a chatbot with results
         * @description Stores the request and answers 202; a job hands it to the chatbot, which trains the documents' PDFs into the named topic (created when new).
         */
        post: operations["trainChatbotFromResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extractor/query-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every document-database row of a configuration
         * @description SPEC §7 query all in the database, with `config_name`.
         */
        post: operations["queryAllDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docdb/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send documents to the document database
         * @description SPEC §7 insert. Answers 'Data sent successfully to database' as `message`.
         */
        post: operations["docdbInsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docdb/get-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One document-database row
         * @description SPEC §7 get file (form `json_data` with `_id`).
         */
        post: operations["docdbGetFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docdb/retrieve-pdfs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rows holding the given PDFs
         * @description SPEC §7 retrieve PDFs (`file_ids`).
         */
        post: operations["docdbRetrievePdfs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docdb/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a row by id
         * @description SPEC §7 delete document by id (`_id`).
         */
        delete: operations["docdbDeleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docdb/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one file of a row
         * @description SPEC §7 delete single file (`_id`, `file_id`).
         */
        delete: operations["docdbDeleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docdb/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download PDFs of the document database
         * @description SPEC §7 PDF/ZIP download (form `json_data` with `file_ids`): one PDF, or `archivos.zip`.
         */
        post: operations["docdbDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/topics/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List topics
         * @description SPEC §7 get topics: the caller's topics, newest first, with file and conversation counts, status and latest training. `BUSQUEDA_GLOBAL` is listed once it has been used.
         */
        post: operations["getTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/topics/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One topic with its files
         * @description A topic and the training state of each of its files (`BUSQUEDA_GLOBAL` answers the global topic with no files).
         */
        post: operations["getTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/configure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a topic from a reference file
         * @description SPEC §7 configure chatbot: creates the topic (name required, letters and digits only, lower- cased, unique: TOPIC_NAME_EXISTS; description required; FEATURE_BLOCKED in demo mode), stores the reference file in the chatbot folder of Files and trains it. A conversational topic refuses Excel (EXCEL_NOT_ALLOWED) and accepts DOC, DOCX, TXT, MD and PDF. Answers 202 with the topic and its training; nothing is kept when the request is refused.
         */
        post: operations["configureChatbot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/train/conversational": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add files to a conversational topic
         * @description SPEC §7 train conversational: stores the files in the chatbot folder of Files and trains them into the existing topic (RESOURCE_NOT_FOUND otherwise), as one batch job with progress; spends the page balance (INSUFFICIENT_BALANCE before anything is stored).
         */
        post: operations["trainConversational"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/train/accounting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add files to an accounting topic
         * @description SPEC §7 train accounting (issue 12): stores the workbooks (XLSX, XLS, ODS, CSV) in the chatbot folder of Files and trains each sheet into a table of the existing accounting topic, as one batch job with progress; one page of the balance per table.
         */
        post: operations["trainAccounting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tables of an accounting topic
         * @description Issue 12: each table with its columns (SQL name, header as written, type), totals rows and notes kept apart, and its first 100 rows (SPEC §9 spreadsheet preview).
         */
        post: operations["getTopicTables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/sql-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The SQL questions of an accounting topic
         * @description SPEC §7 SQL questions: questions the topic's tables answer, made when it was trained, in the interface language. RESOURCE_NOT_FOUND when there are none yet; the faces then ask for them to be recreated and fetch once more after 3 seconds (SPEC §4).
         */
        post: operations["getSqlQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/sql-questions/recreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an accounting topic's SQL questions again
         * @description SPEC §7 recreate SQL questions, from the topic's tables as they are now.
         */
        post: operations["recreateSqlQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/train/from-docdb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Train a topic from the document database
         * @description SPEC §7 train from the document database: the PDFs of document-database files are copied into the chatbot folder of Files and trained. The topic is created when it does not exist (then `descripcion` is required).
         */
        post: operations["trainFromDocumentDatabase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/train/from-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Train a topic from files already in Files
         * @description Files of the caller (any folder) are added to the topic and trained; they stay where they are. The topic is created when it does not exist (then `descripcion` is required).
         */
        post: operations["trainFromFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/topics/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a topic
         * @description SPEC §7 delete topic: removes the topic, its passages, trainings and conversations; its files leave the chatbot folder of Files only when no other topic uses them.
         */
        post: operations["deleteTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/conversations/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a conversation
         * @description A new conversation of a topic, named 'Nueva Conversación' (SPEC §4, §9; clients then name it through the rename call, as SPEC §4 says).
         */
        post: operations["createConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/conversations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Conversations of a topic
         * @description SPEC §7 get conversation by topic: newest first.
         */
        post: operations["getConversationsByTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A conversation's history
         * @description SPEC §7 get history: the messages of a conversation, oldest first, with their citations.
         */
        post: operations["getHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/prompt-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Questions to ask a topic
         * @description SPEC §7 prompt suggestions: questions a user could ask, built from the summaries of the topic's files (each summary under 200 words, SPEC §9) or from `contexto` when given, in the interface language. With `model` and its provider configured, the model writes them (anonymised when the topic asks); else they are built from the summaries' key phrases. Questions already asked in the conversation are left out.
         */
        post: operations["getPromptSuggestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/conversations/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a conversation
         * @description SPEC §7 update conversation name: `descripcion` is the new name.
         */
        post: operations["updateConversationName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/conversations/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a conversation
         * @description SPEC §7 delete conversation, with its messages and the passages of files attached to it.
         */
        post: operations["deleteConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/messages/conversational": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a conversational topic
         * @description SPEC §7 send message (conversational endpoint): retrieves the topic's best passages (all of the user's files for `BUSQUEDA_GLOBAL`) and answers with cited sentences; with a model whose provider is configured the model answers (issue 11), else the built-in engine, which says so (`engine`). Streams when the request accepts `text/event-stream`.
         */
        post: operations["sendMessageConversational"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/messages/accountant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask an accounting topic
         * @description SPEC §7 send message (accountant endpoint, issue 12): the question becomes one read-only SELECT over the topic's tables (by the built-in rules, or written by the chosen model and checked), run as a reader of that topic only; the answer is a one-line summary with the result as `table` (rows, SQL, chart). Streams when the request accepts `text/event-stream`.
         */
        post: operations["sendMessageAccountant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/messages/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask with attached documents
         * @description SPEC §7 send message (document endpoint, SPEC §5 routing: the first attached file is a PDF, DOC or DOCX; TXT and MD too): the files are stored in the chatbot folder of Files, read, and their passages added to this conversation's context; then answered as the conversational endpoint answers. Up to 4 files (TOO_MANY_FILES).
         */
        post: operations["sendMessageDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/messages/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask about an image
         * @description SPEC §7 send message (image endpoint): image analysis comes with issue 11; until then IMAGE_ANALYSIS_ERROR, nothing stored.
         */
        post: operations["sendMessageImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/messages/reasoner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the reasoning model
         * @description SPEC §7 reasoner: a message answered by `deepseek-reasoner` whatever `model` says, with its `mision` when given and attached documents as on the document route; its thinking comes as `reasoning` events. Without a DeepSeek key the built-in engine answers and says so (`notices`); a reasoning failure is REASONING_ERROR.
         */
        post: operations["sendMessageReasoner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/prompt-generator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Improve a prompt
         * @description SPEC §7 prompt generator: rewrites what the user typed into a clear, specific request to the topic's documents, in the same language. With `model` and its provider configured the model rewrites it; else a template does (the documents of the topic, cite the pages).
         */
        post: operations["generatePrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chatbot/messages/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask with an audio message
         * @description SPEC §7 send message (audio endpoint): transcription comes with issue 11; until then AUDIO_EXTRACTION, nothing stored.
         */
        post: operations["sendMessageAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's activity for a period
         * @description SPEC §1 dashboard with period filters (issue 13): documents processed and pages spent, the page balance, extraction states and runs, the accuracy of the user's own verifications, files stored, topics, conversations and questions, utilities used, and a series over the period, in one call. Periods start at midnight in `timeZone`. Only the caller's rows count; `user` must be the caller (FORBIDDEN otherwise).
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/utility-uses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record one use of a utility
         * @description The service host reports each utility call it answered (issue 13 "utilities used"), with the caller's own access token, once its answer is sent; the use counts for the token's user in the dashboard's utilities figure. A caller can only add uses to its own figure.
         */
        post: operations["recordUtilityUse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cloud integrations and the caller's connections */
        get: operations["listIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect an account
         * @description Revokes the grant at the provider (best effort) and deletes the stored tokens.
         */
        delete: operations["disconnectIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting an account
         * @description OAuth 2.0 authorization code with PKCE (RFC 7636). Answers the provider's authorization URL and sets the HttpOnly cookie `folio_integration_state` (path `/api/integrations/<provider>`, 10 minutes): the consent completes only in the browser that holds it, so the URL must be opened there, never sent to anyone else. The state and the verifier stay on the server for 10 minutes. INTEGRATION_NOT_CONFIGURED when the server has no credentials for the provider.
         */
        post: operations["startIntegrationConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's redirect back
         * @description A browser navigation from the provider. Checks that the state is the one this browser's cookie holds (INVALID_LINK otherwise), exchanges the code, stores the tokens encrypted and redirects to the web app's /profile with `integration=<provider>&connected=1`, or `integrationError=<error code>`.
         */
        get: operations["finishIntegrationConnect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse or search the connected account
         * @description Without `folderId` or `query`, the cloud drive's last 30 files (SPEC §9) and SharePoint's sites; with `folderId`, that folder's (site's, library's) children; with `query`, the files whose name matches.
         */
        get: operations["listCloudItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import files into Files
         * @description A durable job: each file streams into Files through the upload checks (clean name, allowed type, size limit), Google documents exported to DOCX/XLSX. Poll getCloudImport for the per-file states.
         */
        post: operations["startCloudImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-imports/{import_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import and its files */
        get: operations["getCloudImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/{provider}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file or extractor results to the connected account
         * @description Streams one of the caller's files, or a configuration's results as CSV or a PDF report, to a folder (a library for SharePoint) with the provider's resumable upload.
         */
        post: operations["uploadToCloud"];
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
            /** @description The model reads images (an image message goes to it as well as its OCR text). */
            vision: boolean;
            /** @description False when the provider has no key; the built-in engine answers instead. */
            available: boolean;
        };
        /** @enum {string} */
        ErrorCode: "FEEDBACK_CREATION_ERROR" | "EMAIL_SEND_ERROR" | "FEEDBACK_RETRIEVAL_ERROR" | "TOKEN_PROCESSING_ERROR" | "INVALID_TOKEN_HASH" | "TOKEN_INVALIDATION_ERROR" | "TOKEN_SAVE_ERROR" | "TOKEN_REVOCATION_ERROR" | "TOKEN_GENERATION_ERROR" | "REFRESH_TOKEN_GENERATION_ERROR" | "USERNAME_EXTRACTION_ERROR" | "HASH_EXTRACTION_ERROR" | "CLAIM_EXTRACTION_ERROR" | "TOKEN_VALIDATION_ERROR" | "TOKEN_EXPIRATION_CHECK_ERROR" | "TOKEN_EXTRACTION_ERROR" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "MISSING_HASH" | "SESSION_EXPIRED" | "UNAUTHORIZED" | "FORBIDDEN" | "ACCESS_DENIED" | "AUTHENTICATION_FAILED" | "FEATURE_BLOCKED" | "EMAIL_ALREADY_REGISTERED" | "ACCOUNT_NOT_VERIFIED" | "INVALID_LINK" | "QUANTITY_RETRIEVAL_ERROR" | "QUANTITY_UPDATE_ERROR" | "QUANTITY_CALCULATION_ERROR" | "INSUFFICIENT_BALANCE" | "INSUFFICIENT_QUANTITY" | "NO_PDF_TOKENS_LEFT" | "TRANSACTION_CREATE_ERROR" | "TRANSACTION_UPDATE_ERROR" | "TRANSACTION_RETRIEVAL_ERROR" | "TRANSACTION_DELETE_ERROR" | "TRANSACTION_NOT_FOUND" | "PRODUCT_ADD_ERROR" | "PRODUCT_DELETE_ERROR" | "PRODUCT_UPDATE_ERROR" | "PRODUCT_RETRIEVAL_ERROR" | "ENCRYPTION_ERROR" | "DECRYPTION_ERROR" | "KEY_ERROR" | "FILE_PROCESSING_ERROR" | "FILE_DOWNLOAD_ERROR" | "FILE_VALIDATION_ERROR" | "FILE_DELETION_ERROR" | "FILE_ANALYSIS_ERROR" | "PDF_PROCESSING_ERROR" | "PDF_CHECK_ERROR" | "PDF_PAGE_VALIDATION_ERROR" | "EMPTY_FILE_RESPONSE" | "EMPTY_RESPONSE" | "PAYLOAD_TOO_LARGE" | "TOO_MANY_FILES" | "FILE_TOO_MANY_PAGES" | "TOTAL_PAGES_EXCEEDED" | "EXCEL_NOT_ALLOWED" | "ZIP_UNSUPPORTED_FILES" | "ZIP_NO_SUPPORTED_FILES" | "ZIP_READ_ERROR" | "MISSING_PARAMETERS" | "TOPIC_NAME_EXISTS" | "FOLDER_NAME_EXISTS" | "FOLDER_NAME_INVALID" | "SYSTEM_FOLDER_PROTECTED" | "CONFIGURATION_NAME_EXISTS" | "DATABASE_RETRIEVAL_ERROR" | "REQUEST_ERROR" | "API_REQUEST_ERROR" | "REQUEST_PREPARATION_ERROR" | "BAD_REQUEST" | "INVALID_REQUEST" | "METHOD_NOT_ALLOWED" | "UNSUPPORTED_MEDIA_TYPE" | "DATA_INTEGRITY_VIOLATION" | "INTERNAL_SERVER_ERROR" | "SERVER_ERROR" | "SERVICE_UNAVAILABLE" | "ENDPOINT_NOT_FOUND" | "RESOURCE_NOT_FOUND" | "RATE_LIMIT_EXCEEDED" | "NETWORK_ERROR" | "CHATBOT_SERVICE_ERROR" | "CHATBOT_ERROR" | "CONFIGURATION_CHATBOT_ERROR" | "CONVERSATION_HISTORY_ERROR" | "CONVERSATION_RETRIEVAL_ERROR" | "CONVERSATION_UPDATE_ERROR" | "CONVERSATION_SAVE_ERROR" | "DESCRIPTION_DELETION_ERROR" | "TOPIC_DELETION_ERROR" | "TOPIC_RETRIEVAL_ERROR" | "AUTO_TRAINING_ERROR" | "TRAINING_CHAT_ERROR" | "SETTINGS_DELETE_ERROR" | "DOCUMENT_UPDATE_ERROR" | "AUDITING_ERROR" | "REASONING_ERROR" | "CV_SELECTION_ERROR" | "CV_QUESTION_ERROR" | "SEMANTIC_ANALYSIS_ERROR" | "IMAGE_ANALYSIS_ERROR" | "AUDIO_EXTRACTION" | "RAZONER_ERROR" | "DOCUMENT_CONFIG_ERROR" | "CONFIG_SAVE_ERROR" | "CONFIG_QUERY_ERROR" | "COLLECTION_QUERY_ERROR" | "ENTITY_EXTRACTION_ERROR" | "INTEGRATION_NOT_CONFIGURED" | "INTEGRATION_NOT_CONNECTED" | "CLOUD_RECONNECT_REQUIRED" | "CLOUD_PERMISSION_DENIED" | "CLOUD_FILE_NOT_FOUND" | "CLOUD_FILE_TOO_LARGE" | "CLOUD_RATE_LIMITED" | "CLOUD_SERVICE_ERROR";
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
        /**
         * @description What a key may do. `files:read` lists, searches and downloads files and folders; `files:write` uploads, moves, copies, renames and deletes them; `extract` runs the extractor and the document database; `chat` the chatbot; `utils` the utilities of the service host; `webhooks` registers, changes and removes the account's webhooks and reads their delivery logs.
         * @enum {string}
         */
        ApiKeyScope: "files:read" | "files:write" | "extract" | "chat" | "utils" | "webhooks";
        ValidateTokenResponse: {
            /** @enum {boolean} */
            valid: true;
            /** @description The token's subject (the key's owner for an API key). */
            username: string;
            /**
             * Format: date-time
             * @description When the token stops working; null for an API key that does not expire.
             */
            expiresAt: string | null;
            /** @description Present for an API key only: what it may do. The service host checks them against each operation's `bearerAuth` scopes. */
            scopes?: components["schemas"]["ApiKeyScope"][];
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
            /** @description A new first name, letters only (SPEC §5); unchanged when left out. */
            name?: string;
            /** @description A new last name, letters only (SPEC §5); unchanged when left out. */
            lastname?: string;
            /** @description Company membership (SPEC §3 User); `companyId` is required when true. */
            belongsToCompany?: boolean;
            companyId?: string;
            language?: components["schemas"]["Language"];
        };
        UpdateProfileResponse: {
            username: string;
            idx: number;
            name?: string;
            lastname?: string;
            belongsToCompany?: boolean;
            companyId?: string | null;
            language?: components["schemas"]["Language"];
        };
        /**
         * @description `extraction.run.finished`: a run ended with at least one document done. `extraction.run.failed`: a run ended with none done. `file.indexed`: a file's text was read for content search (or could not be: see `data.status`). `chatbot.training.finished`: a topic's training ended. `chatbot.conversation.answered`: the chatbot finished (or was stopped in) an answer of a conversation. `webhook.test`: sent on demand from the webhook's screen.
         * @enum {string}
         */
        WebhookEventType: "extraction.run.finished" | "extraction.run.failed" | "file.indexed" | "chatbot.training.finished" | "chatbot.conversation.answered" | "webhook.test";
        /** @description A registered endpoint as its owner sees it; never its secret. */
        Webhook: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        CreateWebhookRequest: {
            /** @description `http:` or `https:`, no user name or password. Its host must be, and resolve only to, public addresses unless the operator allows others (BAD_REQUEST otherwise). */
            url: string;
            /** @default  */
            description?: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @default true */
            enabled?: boolean;
        };
        CreateWebhookResponse: {
            webhook: components["schemas"]["Webhook"];
            /** @description The signing secret, `whsec_` and base64 of 24 random bytes; shown this once. */
            secret: string;
        };
        /** @description The fields to change; the others stay. */
        UpdateWebhookRequest: {
            url?: string;
            description?: string;
            events?: components["schemas"]["WebhookEventType"][];
            enabled?: boolean;
        };
        WebhookResponse: {
            webhook: components["schemas"]["Webhook"];
        };
        RotateWebhookSecretResponse: {
            /** @description The new signing secret, `whsec_` and base64 of 24 random bytes; shown this once. */
            secret: string;
            /**
             * Format: date-time
             * @description Until when the old secret signs too.
             */
            previousSecretExpiresAt: string;
        };
        /** @description One try to deliver; `statusCode` null when no answer came (`error` says why). */
        WebhookAttempt: {
            attempt: number;
            /** Format: date-time */
            startedAt: string;
            durationMs: number;
            statusCode: number | null;
            error: string | null;
            /** @description Sent because the user asked for a replay. */
            replay: boolean;
        };
        /** @description The body of every delivery. `data` depends on `type`: a run has `runId`, `configurationId`, `status`, `documentsDone`, `documentsFailed`; a file has `fileId`, `name`, `status` (`indexed`, `skipped`, `failed`) and `reason`; a training has `trainingId`, `topicId`, `status`, `filesTrained`, `filesFailed`; an answer has `conversationId`, `messageId`, `topicId`, `status` (`done`, `stopped`) and `citations` (how many); a test has `webhookId` and `url`. */
        WebhookEvent: {
            type: components["schemas"]["WebhookEventType"];
            /**
             * Format: date-time
             * @description When the event happened (not when this attempt was sent).
             */
            timestamp: string;
            data: {
                [key: string]: unknown;
            };
        };
        /** @description One event for one endpoint. `pending` while attempts remain (`nextAttemptAt` says when), `succeeded` on a 2xx answer, `failed` when the schedule ran out or the endpoint was disabled or removed. */
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** @description The `webhook-id` header; the same on every attempt and replay. */
            messageId: string;
            type: components["schemas"]["WebhookEventType"];
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            nextAttemptAt: string | null;
            attempts: components["schemas"]["WebhookAttempt"][];
            payload: components["schemas"]["WebhookEvent"];
        };
        WebhookDeliveryList: {
            /** @description The newest deliveries first. */
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        WebhookDeliveryResponse: {
            delivery: components["schemas"]["WebhookDelivery"];
        };
        /** @description The signed-in account. No digest, key or token is ever part of it. */
        ProfileResponse: {
            /** @description The username (the token subject); it cannot be changed. */
            email: string;
            name: string;
            lastname: string;
            belongsToCompany: boolean;
            companyId: string | null;
            language: components["schemas"]["Language"];
            /** @description The profile index of SPEC §7's profile update. */
            idx: number;
            /** @description Pages left to process (DECISIONS.md "Balance"). */
            balancePages: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            verifiedAt: string | null;
        };
        /** @description One row of the page ledger, newest first: pages added (`granted` at registration, `opening` - the balance when the ledger began, for accounts made before it) or spent (an extraction run's documents done, a chatbot training's files trained, a configuration's example document read). Every change of the balance is written with the work that made it, so the rows add up to the balance. */
        BalanceEntry: {
            /** @enum {string} */
            kind: "opening" | "granted" | "extraction" | "training" | "example";
            /** @description Pages spent, or added for `granted` and `opening`. */
            pages: number;
            /**
             * Format: date-time
             * @description When the last page of the row was added or spent.
             */
            at: string;
            /** @description The configuration and ZIP of a run, the topic of a training, the file name of an example. */
            label: string;
        };
        BalanceHistoryResponse: {
            balancePages: number;
            entries: components["schemas"]["BalanceEntry"][];
        };
        /** @description The current password proves the caller is the owner; the new one meets SPEC §5's rule. `confirmPassword` is checked when sent. */
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: string;
            confirmPassword?: string;
        };
        /** @description The password confirms the erasure. */
        DeleteAccountRequest: {
            password: string;
        };
        /** @description A key as its owner sees it; never the key itself. */
        ApiKey: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The key's first characters (`folio_` and 4 more), to tell which key a script holds; not enough to use it. Null for keys made before hints were kept. */
            hint: string | null;
            scopes: components["schemas"]["ApiKeyScope"][];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the key stops working; null for a key that does not expire.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description The last call made with the key, to the minute (it is recorded at most once a minute); null for a key never used.
             */
            lastUsedAt: string | null;
        };
        ApiKeyList: {
            /** @description The account's keys that are not revoked, newest first. */
            keys: components["schemas"]["ApiKey"][];
        };
        CreateApiKeyRequest: {
            /** @description What the key is for, to recognise it in the list. */
            name: string;
            scopes: components["schemas"]["ApiKeyScope"][];
            /**
             * Format: date-time
             * @description When the key stops working (in the future); null or absent for never.
             */
            expiresAt?: string | null;
        };
        CreateApiKeyResponse: {
            /** @description The key, `folio_` and 43 URL-safe characters. Shown this once: only its digest is kept, so it cannot be read again. */
            key: string;
            apiKey: components["schemas"]["ApiKey"];
        };
        UserContext: {
            /** @description The token's subject (the username). */
            user: string;
            /** @description The company, fixed to `demo`. */
            empresa: string;
            /** @description The application, `manager_extractor`. */
            aplicacion?: string;
            /** @description The model, `global_manager_extractor`. */
            modelo?: string;
        };
        /** @description The user context plus where the files go and what to do with a name taken. */
        UploadJsonData: components["schemas"]["UserContext"] & {
            /** @description The folder; absent, null, empty or `all` is the `uploads` system folder. A folder that does not exist yet is created. */
            topico?: string | null;
            /**
             * @description False (or null): a name that exists in the folder is kept and the new file becomes `name (1).ext`; true: the existing file is replaced.
             * @default false
             */
            replace?: boolean | null;
            /**
             * @description SPEC §2 category of the files (extractor `config`, chatbot `chat`).
             * @enum {string|null}
             */
            category?: "config" | "chat" | null;
            /** @description The configuration an extractor document belongs to. */
            config_name?: string | null;
        };
        /** @description `json_data` (UploadJsonData) comes first, then the files as repeated `file` parts. */
        UploadRequest: {
            json_data: string;
            file: File[];
        };
        /**
         * @description The document manager's types (SPEC §3).
         * @enum {string}
         */
        FileKind: "image" | "document" | "video" | "audio" | "archive" | "other";
        /**
         * @description Text extraction for content search: `pending` and `indexing` while the job runs, `indexed`, `failed` (the file is kept, it is only not searchable), `skipped` (no text to index, e.g. audio).
         * @enum {string}
         */
        IndexStatus: "pending" | "indexing" | "indexed" | "failed" | "skipped";
        /**
         * @description Why a file is `failed` or `skipped` for content search; null in every other state (and for files that failed before the reason was kept). `too-complex`: its structure or the memory it needs to read is past the limits (deep nesting, huge sheets, an archive that unpacks to far more than its size); `timeout`: reading it took longer than its time budget on the last attempt; `encrypted`: it is protected by a password; `unreadable`: it is damaged or not what its type says; `too-many-pages`: more pages than the product reads; `too-large`: more bytes than the index reads; `no-text`: it has no text to index (audio, video, archives, an empty document); `error`: anything else (a missing tool, a lost file).
         * @enum {string|null}
         */
        IndexError: "too-complex" | "timeout" | "encrypted" | "unreadable" | "too-many-pages" | "too-large" | "no-text" | "error" | null;
        StoredFile: {
            /** Format: uuid */
            id: string;
            blob_name: string;
            filename: string;
            topico: string;
            kind: components["schemas"]["FileKind"];
            /**
             * @description The files screen's categories (SPEC §2).
             * @enum {string|null}
             */
            category?: "config" | "chat" | null;
            /** @description The extraction configuration the file belongs to, if any. */
            config_name?: string | null;
            mime_type: string;
            size: number;
            sha256?: string;
            pages?: number | null;
            tags: string[];
            description?: string | null;
            access_count: number;
            index_status: components["schemas"]["IndexStatus"];
            /** @description 0 to 1 while indexing. */
            index_progress?: number;
            index_error: components["schemas"]["IndexError"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        UploadResponse: {
            success: boolean;
            data: {
                total_archivos: number;
                archivos: components["schemas"]["StoredFile"][];
            };
        };
        /** @enum {string} */
        FolderColor: "blue" | "green" | "yellow" | "red" | "purple" | "orange" | "teal" | "gray";
        /**
         * @description SPEC §4 folder status labels.
         * @enum {string}
         */
        FolderStatus: "active" | "inactive" | "processing" | "completed" | "error" | "pending" | "syncing";
        /**
         * @description The predefined folders (SPEC §3): `all` (every file, a view, holds nothing itself), `chatbot` (chatbot documents), `extractor` (configuration/extractor documents), `uploads` (uploaded files, where an upload without `topico` goes).
         * @enum {string}
         */
        SystemFolderKind: "all" | "chatbot" | "extractor" | "uploads";
        Folder: {
            /** @description The folder name (for a system folder, its fixed name, e.g. `uploads`). */
            topico: string;
            descripcion?: string | null;
            color: components["schemas"]["FolderColor"];
            item_count: number;
            /** @description Bytes of the folder's files. */
            size: number;
            status: components["schemas"]["FolderStatus"];
            system: boolean;
            system_kind?: components["schemas"]["SystemFolderKind"];
            /** @description The user who owns the folder. */
            owner?: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
        };
        FolderList: {
            success: boolean;
            data: components["schemas"]["Folder"][];
        };
        UpdateFolderRequest: {
            empresa: string;
            user: string;
            topico: string;
            descripcion?: string | null;
            color?: components["schemas"]["FolderColor"];
        };
        FolderResponse: {
            success: boolean;
            data: components["schemas"]["Folder"];
        };
        CreateFolderRequest: {
            empresa: string;
            user: string;
            topico: string;
            descripcion?: string;
            color?: components["schemas"]["FolderColor"];
        };
        SuccessResponse: {
            success: boolean;
            message?: string;
            /** @description How many files or folders the call touched. */
            count?: number;
        };
        UserFoldersRequest: {
            empresa: string;
            user: string;
        };
        CompanyFoldersRequest: {
            empresa: string;
        };
        MoveFolderRequest: {
            empresa: string;
            /** @description Must be the caller. */
            user_origen: string;
            /** @description The caller, or a user of the caller's company (same company id). */
            user_destino: string;
            topico: string;
        };
        FileList: {
            success: boolean;
            data: {
                items: components["schemas"]["StoredFile"][];
                /** @description How many files match, across every page. */
                total: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor?: string | null;
            };
        };
        RecentFilesRequest: {
            empresa: string;
            user: string;
            /** @default 10 */
            limit?: number;
        };
        FileResponse: {
            success: boolean;
            data: components["schemas"]["StoredFile"];
        };
        BlobNamesRequest: {
            empresa: string;
            user: string;
            blob_names: string[];
        };
        MoveFilesRequest: {
            empresa: string;
            user: string;
            blob_names: string[];
            /** @description The destination folder. */
            topico: string;
            /** @default false */
            replace?: boolean;
        };
        CopyFileRequest: {
            empresa: string;
            source_blob: string;
            /** @description `<topico>/<filename>`; an existing name gets ` (1)` unless `replace`. */
            destination_blob: string;
            /** @default false */
            replace?: boolean;
        };
        UpdateMetadataRequest: {
            empresa: string;
            blob_name: string;
            tags?: string[];
            description?: string | null;
        };
        StorageUsage: {
            /** @description How many files. */
            files: number;
            /** @description Their sizes added up, in bytes. */
            bytes: number;
        };
        StorageUsageResponse: {
            success: boolean;
            data: {
                total: components["schemas"]["StorageUsage"];
                /** @description Every kind, each with its files and bytes (zeros when it has none). */
                by_kind: {
                    image: components["schemas"]["StorageUsage"];
                    document: components["schemas"]["StorageUsage"];
                    video: components["schemas"]["StorageUsage"];
                    audio: components["schemas"]["StorageUsage"];
                    archive: components["schemas"]["StorageUsage"];
                    other: components["schemas"]["StorageUsage"];
                };
            };
        };
        ExistsResponse: {
            success: boolean;
            exists: boolean;
        };
        PreviewRequest: {
            empresa: string;
            user: string;
            /** @description The file's `blob_name`. */
            nombre_archivo: string;
        };
        /** @description What the preview modal shows. `pdf` and `image`: the client fetches the bytes with downloadFile (`inline=true`) and renders them (pdf.js for PDFs). `spreadsheet`: the first 100 rows of each sheet (SPEC §9). `html`: DOCX as sanitised HTML. `text`: TXT, CSV and Markdown, at most 1 MiB. `none`: no preview for this type. */
        Preview: {
            /** @enum {string} */
            kind: "pdf" | "image" | "spreadsheet" | "html" | "text" | "none";
            file: components["schemas"]["StoredFile"];
            pages?: number;
            sheets?: {
                name: string;
                rows: (string | number | boolean | null)[][];
                total_rows: number;
            }[];
            html?: string;
            text?: string;
            truncated?: boolean;
        };
        PreviewResponse: {
            success: boolean;
            data: components["schemas"]["Preview"];
        };
        /** @description The user context plus the query and where to look. */
        SearchContentJsonData: components["schemas"]["UserContext"] & {
            /** @description The query; absent or blank is MISSING_PARAMETERS. */
            prompt: string;
            /** @description `BUSQUEDA_GLOBAL` (or absent, null or empty) for every folder, or a folder name. */
            topico?: string | null;
            /** @description When the user asked (SPEC §7); not used. */
            timestamp?: string;
            /**
             * @description Hits per answer; more than 100 is read as 100.
             * @default 20
             */
            limit?: number | null;
        };
        /** @description `json_data` (SearchContentJsonData) is the only field. */
        SearchContentRequest: {
            json_data: string;
        };
        SearchHit: {
            file: components["schemas"]["StoredFile"];
            /** @description 1-based page of the match: the sheet's position for a spreadsheet, 1 for other files without pages. */
            page: number;
            /** @description HTML-escaped text in which the only markup is `<mark>` and `</mark>` around each match: split on the markers and unescape the rest, or render it as HTML. */
            snippet: string;
            rank: number;
        };
        SearchContentResponse: {
            success: boolean;
            data: {
                query: string;
                topico: string;
                results: components["schemas"]["SearchHit"][];
            };
        };
        /** @enum {string} */
        DocumentType: "invoice" | "accounting" | "handwritten" | "other";
        /** @enum {string} */
        AttributeType: "simple" | "table" | "text" | "date" | "number";
        /** @enum {string} */
        AttributePlacement: "header" | "detail";
        Attribute: {
            name: string;
            type: components["schemas"]["AttributeType"];
            placement: components["schemas"]["AttributePlacement"];
            /** @description What to look for, in the user's words (also used as extra labels). */
            detail?: string | null;
            /** @default false */
            required?: boolean;
        };
        ConfigurationInput: {
            /**
             * Format: uuid
             * @description Present to update an existing configuration; absent to create one.
             */
            id?: string;
            /** @description Letters and digits only, unique for the user (SPEC §5). */
            name: string;
            document_type: components["schemas"]["DocumentType"];
            /** @description The general prompt instruction. */
            prompt?: string | null;
            /** @description The model that extracts (SPEC §3 models); null or absent for the built-in engine. */
            model?: string | null;
            /**
             * Format: uuid
             * @description The stored example (a file of the `extractor` folder).
             */
            example_file_id?: string | null;
            /** @description At least one header and one detail attribute (SPEC §5). */
            attributes: components["schemas"]["Attribute"][];
        };
        Configuration: components["schemas"]["ConfigurationInput"] & {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            last_run_at?: string | null;
            document_count: number;
        };
        ConfigurationList: {
            success: boolean;
            data: components["schemas"]["Configuration"][];
        };
        SaveConfigurationRequest: components["schemas"]["UserContext"] & {
            configuration: components["schemas"]["ConfigurationInput"];
        };
        ConfigurationResponse: {
            success: boolean;
            data: components["schemas"]["Configuration"];
        };
        DeleteConfigurationRequest: components["schemas"]["UserContext"] & {
            /** Format: uuid */
            id: string;
        };
        "schemas-SuccessResponse": {
            success: boolean;
            message?: string;
            count?: number;
        };
        /** @description One configuration's results, for the last-configurations screen. */
        Collection: {
            config_name: string;
            documents: number;
            /** @description Documents per state. */
            states: {
                [key: string]: number;
            };
            /** Format: date-time */
            last_run_at?: string | null;
        };
        CollectionList: {
            success: boolean;
            data: components["schemas"]["Collection"][];
        };
        /** @description The user context plus what to read the example as, and what to test on it. */
        ConfigureDocumentJsonData: components["schemas"]["UserContext"] & {
            document_type: components["schemas"]["DocumentType"];
            /** @description With attributes, the answer includes the test extraction with them. */
            attributes?: components["schemas"]["Attribute"][] | null;
            config_name?: string | null;
            /** @description A SPEC §3 model id; an unknown one is BAD_REQUEST with `reason` `unknown_model`. */
            model?: string | null;
            /** @description The general prompt instruction. */
            prompt?: string | null;
            /**
             * Format: uuid
             * @description Instead of `file`: the uuid of a file of the caller, normally the `file_id` a first call answered, read again without storing a copy (another user's or a missing file is RESOURCE_NOT_FOUND).
             */
            example_file_id?: string | null;
        };
        /** @description `json_data` (ConfigureDocumentJsonData), then the example: either one PDF or image in `file` (stored in the `extractor` folder) or `example_file_id` in `json_data`. Exactly one of the two: both, or neither, is BAD_REQUEST. */
        ConfigureDocumentRequest: {
            json_data: string;
            /** Format: binary */
            file?: File;
        };
        /** @description `[x0, y0, x1, y1]` in PDF points from the top-left corner of the page. */
        Box: number[];
        /**
         * @description Where a value came from, so a user knows what to check: `e_invoice` the e-invoice XML attached to the PDF, `text` the page's text layer, `ocr` a page read by OCR, `manual` a value a person edited (`edited` is then true). Absent when unknown (results stored before it was recorded, or a value found nowhere).
         * @enum {string}
         */
        Provenance: "e_invoice" | "text" | "ocr" | "manual";
        FieldValue: {
            /** @description Normalised - dates ISO `YYYY-MM-DD`, amounts decimal numbers, currencies ISO 4217. */
            value: string | number | null;
            /** @description The text as found. */
            raw?: string | null;
            page?: number | null;
            box?: components["schemas"]["Box"] | null;
            confidence?: number;
            /** @description Changed by the user. */
            edited?: boolean;
            provenance?: components["schemas"]["Provenance"];
        };
        /**
         * @description SPEC §4 extraction document states.
         * @enum {string}
         */
        ExtractionState: "not_verified" | "verified" | "auto_verified" | "manually_verified" | "requires_verification" | "missing_rows";
        ExtractedDocument: {
            /** Format: uuid */
            document_id: string;
            config_name: string;
            /** Format: uuid */
            run_id?: string | null;
            /**
             * Format: uuid
             * @description The PDF, stored in the caller's `extractor` folder.
             */
            file_id?: string | null;
            file_name: string;
            pages?: number;
            state: components["schemas"]["ExtractionState"];
            /** @description Header fields by attribute name. */
            headers: {
                [key: string]: components["schemas"]["FieldValue"];
            };
            /** @description Detail rows; each maps detail attribute names to values. */
            items: {
                [key: string]: components["schemas"]["FieldValue"];
            }[];
            /** @description The header and detail names of this document (SPEC §3; adding one applies to this document only). */
            available_fields: {
                headers: string[];
                details: string[];
            };
            /** @description Codes such as `missing_rows` (SPEC §8 tables with missing rows), `llm_fallback`, `ocr`. */
            warnings: string[];
            /** @description `builtin` or the model that extracted. */
            engine?: string;
            /** @description Why the document failed, as an error code. */
            error?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
            /** Format: date-time */
            verified_at?: string | null;
        };
        ConfigureDocumentResponse: {
            success: boolean;
            data: {
                /**
                 * Format: uuid
                 * @description The example, stored in the `extractor` folder (the draft keeps this id); with `example_file_id`, that file.
                 */
                file_id: string;
                file_name: string;
                /** @description Page images for the wizard (JPEG data URLs, at most 10 pages). */
                pages: {
                    page: number;
                    width: number;
                    height: number;
                    image: string;
                }[];
                /** @description Labels found on the page with their values. */
                suggested_attributes: (components["schemas"]["Attribute"] & {
                    example?: components["schemas"]["FieldValue"];
                })[];
                extracted?: components["schemas"]["ExtractedDocument"];
            };
        };
        /** @description The user context plus the configuration to run. */
        ExtractZipJsonData: components["schemas"]["UserContext"] & {
            /** @description Absent or blank is MISSING_PARAMETERS. */
            config_name: string;
        };
        /** @description `json_data` (ExtractZipJsonData), then the ZIP of single-document PDFs as `file`. Everything is checked before any work (supported files, the file, pages-per-file and total-page limits with the numbers in `detail`, the page balance). */
        ExtractZipRequest: {
            json_data: string;
            /** Format: binary */
            file: File;
        };
        /** @enum {string} */
        RunStatus: "queued" | "running" | "succeeded" | "failed" | "cancelled";
        Run: {
            /** Format: uuid */
            run_id: string;
            config_name: string;
            status: components["schemas"]["RunStatus"];
            total: number;
            done: number;
            failed: number;
            /** @description Every document of the run with its progress. */
            documents: {
                /** Format: uuid */
                document_id: string;
                file_name: string;
                /** @enum {string} */
                status: "queued" | "running" | "done" | "failed";
                state?: components["schemas"]["ExtractionState"];
                error?: string | null;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at?: string | null;
        };
        RunResponse: {
            success: boolean;
            data: components["schemas"]["Run"];
        };
        /** @description The user context, the configuration to run and the files to run it on (ids of `/storage/files`), in the order the run works through them; an id given twice is read once. */
        ExtractFromFilesRequest: components["schemas"]["UserContext"] & {
            /** @description Absent or blank is MISSING_PARAMETERS. */
            config_name: string;
            /** @description SPEC §5 - at least one file (an empty list is BAD_REQUEST); at most the ZIP file limit (TOO_MANY_FILES). */
            file_ids: string[];
        };
        DocumentList: {
            success: boolean;
            data: {
                items: components["schemas"]["ExtractedDocument"][];
                total: number;
                next_cursor?: string | null;
            };
        };
        DocumentResponse: {
            success: boolean;
            data: components["schemas"]["ExtractedDocument"];
        };
        /** @description SPEC §7 insert or update document: form fields `document_id`, `state` (the new state, e.g. `manually_verified` to verify), `json_data` (the user context) and `updated_data` (JSON `{ headers, items, available_fields }` as edited; absent to change the state only). Like every form body, no `type`: a multipart body reaches the handler unparsed. */
        UpdateDocumentRequest: {
            /** Format: uuid */
            document_id: string;
            state?: components["schemas"]["ExtractionState"];
            json_data: string;
            updated_data?: string;
        };
        DeleteDocumentRequest: components["schemas"]["UserContext"] & {
            /** Format: uuid */
            document_id: string;
            config_name: string;
        };
        ExportRequest: components["schemas"]["UserContext"] & {
            config_name: string;
            /**
             * @description `xlsx` is the CSV's table in one worksheet with numbers as numbers; `json` is the documents with their values and where each came from (for scripts).
             * @enum {string}
             */
            format: "csv" | "pdf" | "txt" | "xlsx" | "json";
            /** @description Absent for every document of the configuration. */
            document_ids?: string[];
        };
        TrainChatbotRequest: components["schemas"]["UserContext"] & {
            config_name: string;
            topico: string;
            document_ids?: string[];
        };
        AcceptedResponse: {
            success: boolean;
            /** Format: uuid */
            id: string;
            message?: string;
        };
        ConfigNameRequest: components["schemas"]["UserContext"] & {
            config_name: string;
        };
        /** @description A row of the document database (SPEC §7): one sent document with its data and PDF. */
        DocdbRecord: {
            /** Format: uuid */
            _id: string;
            config_name: string;
            /** Format: date-time */
            date: string;
            /** Format: uuid */
            document_id?: string | null;
            /** @description `{ headers, items }` with plain values. */
            data: {
                [key: string]: unknown;
            };
            files: {
                /** Format: uuid */
                file_id: string;
                file_name: string;
                size?: number;
            }[];
        };
        DocdbList: {
            success: boolean;
            /** @description Set by an insert - 'Data sent successfully to database' (SPEC §8), in the caller's language. */
            message?: string;
            data: components["schemas"]["DocdbRecord"][];
        };
        /** @description The user context plus `configName`, `date` and either `document_ids` (extracted documents to send: their data and PDFs) or `data` with `configName` (rows given directly, with the PDFs as `file` parts); neither is MISSING_PARAMETERS. */
        DocdbInsertJsonData: components["schemas"]["UserContext"] & {
            /** @description The configuration the rows are filed under (`config_name` also read). */
            configName?: string | null;
            /** @description `configName` as the other calls spell it; `configName` wins. */
            config_name?: string | null;
            /** @description An ISO date or date-time (or milliseconds since 1970) the rows are filed under; absent, null or empty is now. */
            date?: string | number | null;
            document_ids?: string[] | null;
            /** @description One row, or one row per PDF in the order of the `file` parts. */
            data?: {
                [key: string]: unknown;
            } | {
                [key: string]: unknown;
            }[];
        };
        /** @description `json_data` (DocdbInsertJsonData) comes first, then the PDFs of `data` as `file` parts. */
        DocdbInsertRequest: {
            json_data: string;
            file?: File[];
        };
        /** @description The user context plus the row to read. */
        DocdbGetFileJsonData: components["schemas"]["UserContext"] & {
            /** Format: uuid */
            _id: string;
        };
        /** @description `json_data` (DocdbGetFileJsonData) is the only field. */
        DocdbGetFileRequest: {
            json_data: string;
        };
        DocdbRecordResponse: {
            success: boolean;
            data: components["schemas"]["DocdbRecord"];
        };
        DocdbFileIdsRequest: components["schemas"]["UserContext"] & {
            file_ids: string[];
        };
        DocdbDeleteRequest: components["schemas"]["UserContext"] & {
            /** Format: uuid */
            _id: string;
        };
        DocdbDeleteFileRequest: components["schemas"]["UserContext"] & {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            file_id: string;
        };
        /** @description The user context plus the PDFs to download. */
        DocdbDownloadJsonData: components["schemas"]["UserContext"] & {
            file_ids: string[];
        };
        /** @description `json_data` (DocdbDownloadJsonData) is the only field. */
        DocdbDownloadRequest: {
            json_data: string;
        };
        ContextForm: {
            json_data: string;
        };
        TopicFlags: {
            /**
             * @description Documents of more than 4 pages are summarised section by section.
             * @default false
             */
            longer?: boolean;
            /**
             * @description Personal data is replaced by placeholders before text leaves for a model.
             * @default false
             */
            annonimization?: boolean;
            /**
             * @description Every page is read by OCR, even when it has a text layer.
             * @default false
             */
            mannuscrit?: boolean;
        };
        /**
         * @description SPEC §1 - `documental` is the conversational chatbot (DOC, DOCX, TXT, MD, PDF; never Excel), `estructurado` the accounting one (Excel and PDF).
         * @enum {string}
         */
        ChatbotKind: "documental" | "estructurado";
        /**
         * @description SPEC §4 folder status labels, as a topic shows them: `processing` while a training runs, `error` when the last training processed none of its files, `pending` before any file is trained, `active` otherwise.
         * @enum {string}
         */
        TopicStatus: "active" | "processing" | "pending" | "error";
        UnprocessedFile: {
            name: string;
            /** @description Why: `unreadable`, `empty`, `encrypted`, `too-many-pages`, `too-large`, `too-complex`, `unsupported`, `insufficient-balance`. */
            reason: string;
            /** @description The catalogue code that tells the reason to a user. */
            error_code?: string | null;
        };
        /** @description SPEC §4 chatbot training: `queued` and `running` are "in progress"; `succeeded` when at least one file was processed, `failed` when none was. `processed` and `unprocessed` are the names of the batch notice ('Procesados', 'No procesados'). */
        Training: {
            /** Format: uuid */
            training_id: string;
            topico: string;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            files_total: number;
            files_done: number;
            pages_done: number;
            current_file?: string | null;
            /** @description Same as `processed` (SPEC §3 processing results). */
            processed_files?: string[];
            processed: string[];
            unprocessed: components["schemas"]["UnprocessedFile"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        Topic: components["schemas"]["TopicFlags"] & {
            /** Format: uuid */
            id: string;
            topico: string;
            descripcion: string;
            document_type: string;
            config_chatbot: components["schemas"]["ChatbotKind"];
            /** @description True for `BUSQUEDA_GLOBAL`, which answers over every file of the user. */
            is_global: boolean;
            status: components["schemas"]["TopicStatus"];
            file_count: number;
            conversation_count: number;
            /** @description The latest training batch, if any. */
            training?: components["schemas"]["Training"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TopicList: {
            topics: components["schemas"]["Topic"][];
        };
        /** @description The user context and a topic. */
        TopicContext: components["schemas"]["UserContext"] & {
            topico: string;
        };
        TopicForm: {
            json_data: string;
        };
        /** @enum {string} */
        TopicFileStatus: "pending" | "training" | "trained" | "failed";
        TopicFile: {
            /** Format: uuid */
            file_id: string;
            filename: string;
            status: components["schemas"]["TopicFileStatus"];
            /** @description Why the file was not processed (an index reason, e.g. `unreadable`, `empty`). */
            reason: string | null;
            /** @enum {string|null} */
            language: "es" | "en" | null;
            pages: number | null;
            passages: number;
            /** @description SPEC §3 File `resumen`, a short summary made at training time. */
            resumen?: string | null;
        };
        TopicDetail: {
            topic: components["schemas"]["Topic"];
            files: components["schemas"]["TopicFile"][];
        };
        /** @description SPEC §7 configure chatbot and train: the context, the topic and its settings. `descripcion` is required when the topic is created (SPEC §5); `description` is accepted as its alias. */
        TopicSettings: components["schemas"]["TopicContext"] & components["schemas"]["TopicFlags"] & {
            descripcion?: string | null;
            description?: string | null;
            document_type?: string | null;
            config_chatbot?: components["schemas"]["ChatbotKind"];
        };
        /** @description `json_data` (TopicSettings), then the reference file as `file` (one). */
        ConfigureChatbotRequest: {
            json_data: string;
            /** Format: binary */
            file: File;
        };
        TrainingAccepted: {
            topic: components["schemas"]["Topic"];
            training: components["schemas"]["Training"];
        };
        /** @description `json_data` (TopicSettings), then the files to add as repeated `files` parts (at least one). */
        TrainTopicRequest: {
            json_data: string;
            files: File[];
        };
        TableColumnView: {
            /** @description The column's SQL name. */
            name: string;
            /** @description The header as the sheet wrote it. */
            header: string;
            /** @enum {string} */
            type: "integer" | "decimal" | "date" | "timestamp" | "text";
        };
        /** @description A value of a result or a preview; dates as ISO text. */
        TableValue: string | number | boolean | null;
        /** @description One table of an accounting topic with the spreadsheet preview of SPEC §9. */
        TopicTable: {
            name: string;
            /** @description The file and sheet it came from. */
            title: string;
            columns: components["schemas"]["TableColumnView"][];
            row_count: number;
            /** @description Totals rows found under the data, as written, kept apart from it. */
            totals: string[][];
            notes: string[];
            /** @description The first 100 rows (SPEC §9 spreadsheet preview). */
            preview: components["schemas"]["TableValue"][][];
        };
        TopicTables: {
            tables: components["schemas"]["TopicTable"][];
        };
        /** @description SPEC §7 SQL questions, made from the topic's tables, in the interface language. */
        SqlQuestions: {
            success: boolean;
            questions: string[];
        };
        /** @description SPEC §7 train from the document database: files of document-database records (`file_id`, `files_ids`, ids of `/docdb/files`), copied into the chatbot folder of Files and trained. */
        TrainFromDocumentDatabaseRequest: components["schemas"]["TopicSettings"] & {
            /** Format: uuid */
            file_id?: string | null;
            files_ids?: string[];
        };
        /** @description Files already in Files (ids of `/storage/files`), trained into the topic. */
        TrainFromFilesRequest: components["schemas"]["TopicSettings"] & {
            file_ids: string[];
        };
        MaskedItem: {
            /** @description What the model saw, such as `[NAME_1]`. */
            placeholder: string;
            /** @enum {string} */
            kind: "email" | "phone" | "iban" | "card" | "dni" | "nie" | "cif" | "name";
            original: string;
        };
        Conversation: {
            /** @description What anonymisation replaced before text left for a model (issue 11), so the user can see it; empty unless the topic anonymises (`annonimization`). */
            masked: components["schemas"]["MaskedItem"][];
            /** Format: uuid */
            conversation_id: string;
            topico: string;
            name: string;
            message_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ConversationList: {
            conversations: components["schemas"]["Conversation"][];
        };
        ConversationContext: components["schemas"]["TopicContext"] & {
            /** Format: uuid */
            conversation_id: string;
        };
        ConversationForm: {
            json_data: string;
        };
        /** @enum {string} */
        MessageStatus: "streaming" | "done" | "stopped" | "failed";
        /** @description Where an answer's words come from: a passage of a file, its page, the quoted text, and the quote's character range in that page's text (as `/storage/files/{file_id}/content` and the preview read it), so the page can be shown with the quote highlighted. */
        Citation: {
            /** @description The citation's number, as the answer marks it (`[1]`). */
            n: number;
            /** Format: uuid */
            file_id: string;
            filename: string;
            page: number;
            quote: string;
            char_start: number;
            char_end: number;
        };
        /**
         * @description Something the user should know about how an answer was made: `model-unavailable` (the chosen model's provider has no key here, so the built-in engine answered), `web-search-unavailable` (no search provider is configured), `mission-needs-model` (the mission cannot run without a model), `anonymised` (personal data was masked before the text left for the model).
         * @enum {string}
         */
        AnswerNotice: "model-unavailable" | "web-search-unavailable" | "mission-needs-model" | "anonymised";
        /** @description The structured result of a mission run without a model (issue 11): its `kind` and findings, each with its evidence (file, page, quote and the quote's character range). */
        MissionResult: {
            kind: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The rows that answer an accounting question, the SQL behind them, and how they are best drawn: `value` (one number), `breakdown` (a bar chart of a category), `series` (a line over time) or `list` (a table only). */
        AnswerTable: {
            sql: string;
            columns: string[];
            /** @description At most 1,000 rows; `truncated` says when the query had more. */
            rows: components["schemas"]["TableValue"][][];
            truncated: boolean;
            /** @enum {string} */
            shape: "value" | "breakdown" | "series" | "list";
            /** @description The columns to draw (label and number), when the result can be drawn. */
            chart: {
                /** @enum {string} */
                kind: "bar" | "line";
                label_column: number;
                value_column: number;
            } | null;
        };
        /** @description SPEC §3 Conversation history item, plus how the answer was made. */
        HistoryItem: {
            /** Format: uuid */
            message_id: string;
            /** Format: uuid */
            conversation_id: string;
            user_message: string;
            /** @description Markdown. */
            bot_response: string;
            /** Format: date-time */
            timestamp: string;
            /** @description Files attached to the message (stored in the chatbot folder of Files). */
            files_id: string[];
            model: string | null;
            tone: string | null;
            personality: string | null;
            /** @description `builtin` when the built-in engine answered (no key, no network), else the provider. */
            engine: string;
            status: components["schemas"]["MessageStatus"];
            error_code?: string | null;
            citations: components["schemas"]["Citation"][];
            /** @description What a reasoning model thought before answering; never part of the answer. */
            reasoning: string | null;
            notices: components["schemas"]["AnswerNotice"][];
            /** @description The mission the message ran (SPEC §3 Missions), by id. */
            mission: string | null;
            mission_result: components["schemas"]["MissionResult"] | null;
            /** @description An accounting topic's answer as a table (issue 12); null for other answers. */
            table: components["schemas"]["AnswerTable"] | null;
        };
        History: {
            conversation: components["schemas"]["Conversation"];
            /** @description SPEC §7 get history - "answer has conversations", oldest first. */
            conversations: components["schemas"]["HistoryItem"][];
        };
        PromptSuggestionsJsonData: components["schemas"]["TopicContext"] & {
            /** Format: uuid */
            conversation_id?: string | null;
            /** @description The context to suggest from; the summaries of the topic's files when absent. */
            contexto?: string | null;
            model?: string | null;
        };
        PromptSuggestionsForm: {
            json_data: string;
        };
        PromptSuggestions: {
            success: boolean;
            /** @description The suggestions, one per line (SPEC §7 `message`). */
            message: string;
            suggestions: string[];
            /** @description `builtin` or the provider that wrote them. */
            engine: string;
        };
        RenameConversationJsonData: components["schemas"]["ConversationContext"] & {
            /** @description The new name. */
            descripcion: string;
        };
        RenameConversationForm: {
            json_data: string;
        };
        /** @description SPEC §3 Message send. `conversation_id` absent or null starts a new conversation. `tono` and `personalidad` are stored by their Spanish ids (SPEC §3). */
        SendMessageJsonData: components["schemas"]["TopicContext"] & {
            prompt: string;
            /** Format: uuid */
            conversation_id?: string | null;
            timestamp?: string | null;
            model?: string | null;
            /** @description A SPEC §3 tone id (`asertivo`, `formal`, ...); others are INVALID_REQUEST. */
            tono?: string | null;
            /** @description A SPEC §3 personality id (`profesional`, ...); others are INVALID_REQUEST. */
            personalidad?: string | null;
            /** @description A SPEC §3 mission id (`summarize`, `detect-sensitive-data`, ...): the message runs that mission over the topic's documents; the prompt adds to it. */
            mision?: string | null;
            document_type?: string | null;
            config_chatbot?: components["schemas"]["ChatbotKind"] | null;
            web_search?: boolean | null;
            hash?: string | null;
            /** @description `pdf` for document uploads (SPEC §3). */
            tipo?: string | null;
        };
        /** @description `json_data` (SendMessageJsonData), then up to 4 files as repeated `files` parts (SPEC §5, §9). Answers `text/event-stream` when the request accepts it (events `start`, `delta`, `citations`, `done`, `error`; closing the connection stops the answer and keeps what was produced), else the whole message as JSON. */
        SendMessageRequest: {
            json_data: string;
            /** @description More than 4 is TOO_MANY_FILES with `max` and `current` in `detail`. */
            files?: File[];
        };
        MessageAnswer: {
            message: components["schemas"]["HistoryItem"];
            conversation: components["schemas"]["Conversation"];
        };
        PromptGeneratorJsonData: components["schemas"]["TopicContext"] & {
            prompt: string;
            model?: string | null;
        };
        PromptGeneratorForm: {
            json_data: string;
        };
        GeneratedPrompt: {
            success: boolean;
            /** @description The rewritten prompt. */
            message: string;
            engine: string;
        };
        /**
         * @default month
         * @enum {string}
         */
        DashboardPeriodName: "today" | "week" | "month" | "year";
        /**
         * @description The length of one step of the series - hours for a day, days for a week or a month, months for a year.
         * @enum {string}
         */
        DashboardBucketUnit: "hour" | "day" | "month";
        DashboardPeriod: {
            name: components["schemas"]["DashboardPeriodName"];
            time_zone: string;
            /**
             * Format: date
             * @description The local day the period was asked for (today when not given).
             */
            date: string;
            /**
             * Format: date-time
             * @description Local midnight of the period's first day, as an instant.
             */
            start: string;
            /**
             * Format: date-time
             * @description The next period's start (excluded).
             */
            end: string;
            bucket: components["schemas"]["DashboardBucketUnit"];
        };
        /** @description Documents of extraction runs created in the period - done (processed), failed, and still queued or running. */
        DashboardDocuments: {
            processed: number;
            failed: number;
            in_progress: number;
        };
        /** @description Pages spent in the period (one page of the balance each; DECISIONS.md "Balance") by extraction (processed documents) and by chatbot training (trained files), and the pages the balance has left now. */
        DashboardPages: {
            extraction: number;
            chatbot: number;
            balance: number;
        };
        /** @description Processed documents of the period by SPEC §4 extraction state. */
        DashboardStates: {
            not_verified: number;
            verified: number;
            auto_verified: number;
            manually_verified: number;
            requires_verification: number;
            missing_rows: number;
        };
        DashboardRunsByStatus: {
            queued: number;
            running: number;
            succeeded: number;
            failed: number;
            cancelled: number;
        };
        /** @description A run of the period with its documents, the ones a person verified, and the fields corrected by hand in its documents (values whose provenance is `manual`). */
        DashboardRun: {
            /** Format: uuid */
            run_id: string;
            config_name: string;
            zip_name: string;
            status: components["schemas"]["RunStatus"];
            /** Format: date-time */
            created_at: string;
            documents: number;
            pages: number;
            verified_documents: number;
            corrected_fields: number;
        };
        DashboardRuns: {
            /** @description Runs created in the period. */
            started: number;
            by_status: components["schemas"]["DashboardRunsByStatus"];
            /** @description The period's five newest runs, newest first. */
            recent: components["schemas"]["DashboardRun"][];
        };
        /** @description How right the extraction was by the user's own verifications: documents a person verified in the period (`verified`, `manually_verified`), their fields (header values and line-item cells) and the fields corrected by hand. `rate` is the share of fields kept as extracted, null when nothing was verified. */
        DashboardAccuracy: {
            verified_documents: number;
            checked_fields: number;
            corrected_fields: number;
            rate: number | null;
        };
        /** @description Files stored and space used now; files uploaded in the period and their bytes. */
        DashboardFiles: {
            stored: number;
            bytes: number;
            uploaded: number;
            uploaded_bytes: number;
        };
        /** @description Topics and conversations now (the global-search topic not counted as a topic), those created in the period, and the questions asked in the period. */
        DashboardChatbot: {
            topics: number;
            topics_created: number;
            conversations: number;
            conversations_started: number;
            questions: number;
        };
        /**
         * @description A utility of the service host, by its operationId in `openapi/service.yaml`.
         * @enum {string}
         */
        UtilityTool: "combinePdfs" | "splitPdf" | "imagesToPdf" | "pdfPageToImage" | "getImage" | "pdfsToZip" | "pdfToImages" | "htmlToPdf" | "convertToPdf" | "splitDocx" | "splitXlsx";
        DashboardUtilityUses: {
            tool: components["schemas"]["UtilityTool"];
            uses: number;
        };
        /** @description Utility calls answered in the period, the files they took and the pages they read (where the utility counts them), and the uses by tool, most used first. */
        DashboardUtilities: {
            uses: number;
            files: number;
            pages: number;
            by_tool: components["schemas"]["DashboardUtilityUses"][];
        };
        /** @description The three first steps of a new account, each true once done at any time - a file uploaded, an extraction configured, a chatbot topic made. */
        DashboardFirstSteps: {
            uploaded: boolean;
            configured: boolean;
            chatted: boolean;
        };
        /** @description One step of the period's series. `start` is its local start, `YYYY-MM-DDTHH:mm` in the period's time zone; the state counts are of the processed documents (`verified` adds the three verified states); `utility_uses` are the utility calls answered in the step. */
        DashboardBucket: {
            start: string;
            documents: number;
            pages: number;
            verified: number;
            requires_verification: number;
            missing_rows: number;
            not_verified: number;
            failed: number;
            questions: number;
            utility_uses: number;
        };
        Dashboard: {
            period: components["schemas"]["DashboardPeriod"];
            documents: components["schemas"]["DashboardDocuments"];
            pages: components["schemas"]["DashboardPages"];
            states: components["schemas"]["DashboardStates"];
            runs: components["schemas"]["DashboardRuns"];
            accuracy: components["schemas"]["DashboardAccuracy"];
            files: components["schemas"]["DashboardFiles"];
            chatbot: components["schemas"]["DashboardChatbot"];
            utilities: components["schemas"]["DashboardUtilities"];
            first_steps: components["schemas"]["DashboardFirstSteps"];
            /** @description Every step of the period in order, zeros included (24, 7, 28-31 or 12). */
            series: components["schemas"]["DashboardBucket"][];
        };
        DashboardResponse: {
            success: boolean;
            data: components["schemas"]["Dashboard"];
        };
        /** @description One answered utility call - the files it took (uploaded or stored), the pages it read when the utility counts them (null otherwise) and how long it took, in milliseconds. */
        UtilityUseRequest: {
            tool: components["schemas"]["UtilityTool"];
            files: number;
            pages: number | null;
            duration_ms: number;
        };
        /**
         * @description `google-drive` is the cloud drive, `sharepoint` the document-sharing service.
         * @enum {string}
         */
        IntegrationProvider: "google-drive" | "sharepoint";
        Integration: {
            provider: components["schemas"]["IntegrationProvider"];
            /** @description False when the server has no OAuth credentials for it; its screens say so. */
            configured: boolean;
            connected: boolean;
            accountEmail: string | null;
            /** Format: date-time */
            connectedAt: string | null;
        };
        IntegrationListResponse: {
            integrations: components["schemas"]["Integration"][];
        };
        DisconnectIntegrationResponse: {
            /** @description True when there was a grant; it is revoked at the provider and deleted. */
            disconnected: boolean;
        };
        ConnectIntegrationResponse: {
            /** @description Where to send the user's browser: the provider's consent screen. It comes back to finishIntegrationConnect, which stores the grant and returns the browser to /profile. */
            authorizationUrl: string;
        };
        CloudItem: {
            /** @description The provider's id, opaque; pass it back as `folderId` or in an import. */
            id: string;
            name: string;
            /**
             * @description A folder (or a SharePoint site or library) opens; a file imports.
             * @enum {string}
             */
            kind: "file" | "folder";
            mimeType: string | null;
            /** @description Bytes; null for folders and for Google documents, exported on import. */
            size: number | null;
            /** Format: date-time */
            modifiedAt: string | null;
        };
        CloudItemListResponse: {
            items: components["schemas"]["CloudItem"][];
            nextPageToken: string | null;
        };
        StartCloudImportRequest: {
            /** @description SPEC §5 - an import needs at least one selected file. */
            itemIds: string[];
            /** @description The Files folder to import into, created when new. Default - `uploads` for the cloud drive, `sharepoint` for the document-sharing service (SPEC §9). */
            folder?: string;
        };
        CloudImportItem: {
            remoteId: string;
            /** @description The name the file has, or will have, in Files (cleaned like an upload). */
            name: string;
            /** @enum {string} */
            state: "queued" | "downloading" | "done" | "failed";
            /** @description Bytes landed so far. */
            bytes: number;
            /** @description Why the file failed; null unless `state` is `failed`. */
            errorCode: components["schemas"]["ErrorCode"] | null;
            /**
             * Format: uuid
             * @description The file in Files once `done`.
             */
            fileId: string | null;
        };
        CloudImport: {
            /** Format: uuid */
            id: string;
            provider: components["schemas"]["IntegrationProvider"];
            folder: string;
            /**
             * @description running; done when every file landed; partial when some failed (the others stay); failed when none landed.
             * @enum {string}
             */
            status: "running" | "done" | "partial" | "failed";
            items: components["schemas"]["CloudImportItem"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        CloudUploadSource: {
            /** @constant */
            kind: "file";
            /**
             * Format: uuid
             * @description One of the caller's files in Files.
             */
            fileId: string;
        } | {
            /** @constant */
            kind: "results";
            /** @description The extraction configuration whose results are exported. */
            configName: string;
            /** @enum {string} */
            format: "csv" | "pdf";
        };
        CloudUploadRequest: {
            source: components["schemas"]["CloudUploadSource"];
            /** @description The destination folder (or library) id from listCloudItems; default the root. */
            folderId?: string;
        };
        CloudUploadResponse: {
            remoteId: string;
            name: string;
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
        /** @description `folio-data.zip`, streamed: `profile.json`, `files/` (every stored file by folder), `extraction/` (configurations and results), `docdb/` (records and their PDFs) and `chatbot/` (topics and conversations with every message). */
        DataExport: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/zip": string;
            };
        };
        /** @description The file's bytes, streamed, with its type and `Content-Disposition` (`attachment`, or `inline` when asked) naming it (RFC 6266, UTF-8 `filename*`). */
        FileBytes: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/octet-stream": string;
            };
        };
        /** @description A ZIP of the files (`archivos.zip`), streamed. */
        ZipBytes: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/zip": string;
            };
        };
        /** @description A page of the document as JPEG, for the verify screen. */
        PageImage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "image/jpeg": string;
            };
        };
        /** @description The export (`<config>.csv`, `.pdf`, `.txt`, `.xlsx` or `.json`), with `Content-Disposition`. */
        ExportFile: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
                "application/pdf": string;
                "text/plain": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                "application/json": string;
            };
        };
        /** @description One PDF, or `archivos.zip` for several, with `Content-Disposition`. */
        PdfOrZip: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
                "application/zip": string;
            };
        };
    };
    parameters: {
        WebhookId: string;
        DeliveryId: string;
        ApiKeyId: string;
        /** @description The company, `demo` (checked against the token). */
        Empresa: string;
        /** @description The token's subject (checked; FORBIDDEN otherwise). */
        User: string;
        /** @description The folder name. */
        Topico: string;
        /** @description `<topico>/<filename>`. */
        BlobName: string;
        /** @description The period shown; `month` when absent. */
        Period: components["schemas"]["DashboardPeriodName"];
        /** @description The user's IANA time zone (`Europe/Madrid`), where periods start at midnight; `UTC` when absent. A name the server does not know is BAD_REQUEST with `detail.field` `timeZone`. */
        TimeZone: string;
        /** @description A day of the period to show, as a local date (`2025-03-14` with `week` shows that week); today in `timeZone` when absent, so the default is the current period. */
        Date: string;
        Provider: components["schemas"]["IntegrationProvider"];
    };
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
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateWebhookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rotated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotateWebhookSecretResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: components["parameters"]["WebhookId"];
                deliveryId: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBalanceHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance and its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceHistoryResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed. */
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
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session ended. */
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
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DataExport"];
            default: components["responses"]["Error"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description Erasure scheduled; the message names its due time. */
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
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateApiKeyResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
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
    uploadFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadRequest"];
            };
        };
        responses: {
            /** @description The stored files. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listFoldersByCompany: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFolderRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CreateFolderRequest"];
                "application/json": components["schemas"]["CreateFolderRequest"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteFolder: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                /** @description The folder name. */
                topico: components["parameters"]["Topico"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listFoldersByUser: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteUserFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserFoldersRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteCompanyFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyFoldersRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    renameFolder: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                topico_antiguo: string;
                topico_nuevo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    moveFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveFolderRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listFiles: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                topico?: string;
                sort?: "name" | "date" | "type" | "size";
                order?: "asc" | "desc";
                kind?: "image" | "document" | "video" | "audio" | "archive" | "other";
                category?: "config" | "chat";
                /** @description A fragment of the file name, case and accent insensitive. */
                q?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteFile: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                /** @description The folder name. */
                topico: components["parameters"]["Topico"];
                filename: string;
                aplicacion?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRecentFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RecentFilesRequest"];
                "application/json": components["schemas"]["RecentFilesRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    downloadFile: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                /** @description The folder name. */
                topico: components["parameters"]["Topico"];
                filename: string;
                inline?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileBytes"];
            default: components["responses"]["Error"];
        };
    };
    getFileById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    downloadFileById: {
        parameters: {
            query?: {
                inline?: boolean;
            };
            header?: never;
            path: {
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileBytes"];
            default: components["responses"]["Error"];
        };
    };
    downloadFilesZip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlobNamesRequest"];
            };
        };
        responses: {
            200: components["responses"]["ZipBytes"];
            default: components["responses"]["Error"];
        };
    };
    deleteFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlobNamesRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    moveFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveFilesRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    copyFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CopyFileRequest"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateFileMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMetadataRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getFileInfo: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description `<topico>/<filename>`. */
                blob_name: components["parameters"]["BlobName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getStorageUsage: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorageUsageResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fileExists: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description `<topico>/<filename>`. */
                blob_name: components["parameters"]["BlobName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExistsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    searchFiles: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                pattern: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    previewFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    searchFileContents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SearchContentRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["SearchContentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchContentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listConfigurations: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    saveConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveConfigurationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteConfigurationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["schemas-SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getConfiguration: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                config_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCollections: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    configureDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ConfigureDocumentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigureDocumentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    extractZip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ExtractZipRequest"];
            };
        };
        responses: {
            /** @description The run, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    extractFromFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtractFromFilesRequest"];
            };
        };
        responses: {
            /** @description The run, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    cancelRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listResults: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                config_name: string;
                state?: components["schemas"]["ExtractionState"];
                run_id?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDocumentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PageImage"];
            default: components["responses"]["Error"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UpdateDocumentRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["UpdateDocumentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteDocumentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["schemas-SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    exportResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportRequest"];
            };
        };
        responses: {
            200: components["responses"]["ExportFile"];
            default: components["responses"]["Error"];
        };
    };
    trainChatbotFromResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainChatbotRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    queryAllDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigNameRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocdbList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    docdbInsert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocdbInsertRequest"];
            };
        };
        responses: {
            /** @description The inserted rows. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocdbList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    docdbGetFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocdbGetFileRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["DocdbGetFileRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocdbRecordResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    docdbRetrievePdfs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocdbFileIdsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocdbList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    docdbDeleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocdbDeleteRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["schemas-SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    docdbDeleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocdbDeleteFileRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["schemas-SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    docdbDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocdbDownloadRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["DocdbDownloadRequest"];
            };
        };
        responses: {
            200: components["responses"]["PdfOrZip"];
            default: components["responses"]["Error"];
        };
    };
    getTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ContextForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTopic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TopicForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicDetail"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    configureChatbot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ConfigureChatbotRequest"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingAccepted"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    trainConversational: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TrainTopicRequest"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingAccepted"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    trainAccounting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TrainTopicRequest"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingAccepted"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTopicTables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TopicForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicTables"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSqlQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TopicForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SqlQuestions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    recreateSqlQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TopicForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SqlQuestions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    trainFromDocumentDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainFromDocumentDatabaseRequest"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingAccepted"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    trainFromFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainFromFilesRequest"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingAccepted"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteTopic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TopicForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicDetail"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TopicForm"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getConversationsByTopic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TopicForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ConversationForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["History"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPromptSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PromptSuggestionsForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptSuggestions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateConversationName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RenameConversationForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ConversationForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendMessageConversational: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                    "text/event-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendMessageAccountant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                    "text/event-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendMessageDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                    "text/event-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendMessageImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                    "text/event-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendMessageReasoner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                    "text/event-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    generatePrompt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PromptGeneratorForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedPrompt"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendMessageAudio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAnswer"];
                    "text/event-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDashboard: {
        parameters: {
            query: {
                /** @description The company, `demo` (checked against the token). */
                empresa: components["parameters"]["Empresa"];
                /** @description The token's subject (checked; FORBIDDEN otherwise). */
                user: components["parameters"]["User"];
                /** @description The period shown; `month` when absent. */
                period?: components["parameters"]["Period"];
                /** @description The user's IANA time zone (`Europe/Madrid`), where periods start at midnight; `UTC` when absent. A name the server does not know is BAD_REQUEST with `detail.field` `timeZone`. */
                timeZone?: components["parameters"]["TimeZone"];
                /** @description A day of the period to show, as a local date (`2025-03-14` with `week` shows that week); today in `timeZone` when absent, so the default is the current period. */
                date?: components["parameters"]["Date"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    recordUtilityUse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UtilityUseRequest"];
            };
        };
        responses: {
            /** @description The use is recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationListResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    disconnectIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisconnectIntegrationResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    startIntegrationConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectIntegrationResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    finishIntegrationConnect: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the web app's profile screen. */
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
    listCloudItems: {
        parameters: {
            query?: {
                folderId?: string;
                query?: string;
                pageToken?: string;
            };
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudItemListResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    startCloudImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartCloudImportRequest"];
            };
        };
        responses: {
            /** @description The import, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudImport"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCloudImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                import_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudImport"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    uploadToCloud: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloudUploadRequest"];
            };
        };
        responses: {
            /** @description Uploaded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudUploadResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
