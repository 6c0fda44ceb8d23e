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
    "/utils/combine-pdfs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Combine PDFs in the order given
         * @description Answers one PDF (`documento.pdf`) with the pages of every uploaded PDF, file after file. A file that is empty, not a PDF, corrupt or encrypted is refused with its name in `detail`.
         */
        post: operations["combinePdfs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/split-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Split a PDF into pages or ranges
         * @description Answers a ZIP (`archivos.zip`) of PDFs: one per page, or one per range of `ranges`.
         */
        post: operations["splitPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/images-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Images to one PDF
         * @description Answers one PDF (`imagen.pdf`) with one page per JPEG, PNG, WebP or TIFF image (every page of a multi-page TIFF), in the order given.
         */
        post: operations["imagesToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/pdf-page-to-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One page of a PDF as a JPEG image
         * @description Answers one page (`page`, 1-based, default 1) of the uploaded PDF as a JPEG at `dpi` (72-300, default 150), named `<name>-p<page>.jpg` (`archivo` when the upload has no usable name). A page outside the PDF is PDF_PAGE_VALIDATION_ERROR; a file that is empty, not a PDF, corrupt or encrypted is refused with its name in `detail`.
         */
        post: operations["pdfPageToImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/get-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A stored file as a JPEG image
         * @description SPEC §7 get image: the caller's stored file `file_id`, fetched from the middleware with the caller's own token, answered as a JPEG named `<name>.jpg`. An image (JPEG, PNG, WebP, TIFF, GIF, BMP) is converted whole; of a PDF, page `page` (1-based, default 1) is rendered at `dpi` (72-300, default 150). Any other type is UNSUPPORTED_MEDIA_TYPE; another user's or an unknown id is RESOURCE_NOT_FOUND; a page outside the PDF is PDF_PAGE_VALIDATION_ERROR.
         */
        post: operations["getImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/pdfs-to-zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PDFs into one ZIP
         * @description Answers a ZIP (`archivos.zip`) holding the uploaded PDFs unchanged, under their own names (folders and unsafe characters removed, ` (2)` added to a repeated name). Every file is checked to be a readable PDF first: one that is empty, not a PDF, corrupt or encrypted is refused with its name in `detail`.
         */
        post: operations["pdfsToZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/pdf-to-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pages of a PDF as JPEG images in a ZIP
         * @description Answers a ZIP (`archivos.zip`) with one JPEG per page (`<name>-p<page>.jpg`) at `dpi` (72-300, default 150), every page or the pages of `ranges` (`1-3,5,8-`). A file that is empty, not a PDF, corrupt or encrypted is refused with its name in `detail`.
         */
        post: operations["pdfToImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/html-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * HTML to PDF
         * @description Prints the HTML (typed, or the text of an HTML file read by the client) to one PDF (`documento.pdf`, or `<name>.pdf`) in a warm Chromium. The page cannot reach the network or the disk: `file:`, loopback, private and link-local addresses and every other URL are blocked unless the operator allows the host (`FOLIO_HTML_ALLOWED_HOSTS`); `data:` URLs are allowed; scripts run for a limited time. Each request gets a fresh browser context, so nothing of one request reaches the next. Empty HTML is MISSING_PARAMETERS.
         */
        post: operations["htmlToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/convert-to-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert any file to PDF
         * @description Converts office documents (DOC, DOCX, ODT, RTF, XLS, XLSX, ODS, CSV, PPT, PPTX, ODP) through a warm LibreOffice (macros off, no remote resources), images, text and Markdown, and HTML (as in HTML to PDF); a PDF passes through unchanged. One file answers its PDF (`<name>.pdf`, `documento.pdf` without a usable name); several answer a ZIP (`archivos.zip`) of PDFs. A file of an unsupported type is UNSUPPORTED_MEDIA_TYPE and a file that cannot be read FILE_PROCESSING_ERROR, with its name in `detail`.
         */
        post: operations["convertToPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/split-docx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Split a DOCX at its page and section breaks
         * @description Answers a ZIP (`archivos.zip`) of DOCX files (`<name>-1.docx`, ...), one per part between explicit page breaks and section breaks, each a valid document that keeps the styles, numbering, headers, footers and images of the original. A document without breaks answers a ZIP with the one part.
         */
        post: operations["splitDocx"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/split-xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Split an XLSX into one workbook per sheet
         * @description Answers a ZIP (`archivos.zip`) with one workbook per sheet (`<name>-<sheet>.xlsx`), keeping values, formulas' last values, number formats, fonts, fills, borders, column widths and merged cells.
         */
        post: operations["splitXlsx"];
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
        /** @description `json_data` is the user context (SPEC §3); the PDFs are combined in the order of their `file` parts. */
        CombinePdfsRequest: {
            json_data: string;
            /** @description The PDFs, in the order they are combined (at most 100). */
            file: File[];
        };
        /** @description The user context plus how to split. */
        SplitPdfJsonData: components["schemas"]["UserContext"] & {
            /** @description Page ranges such as `1-3,5,8-` (`8-` running to the last page); absent, null or empty: one PDF per page. */
            ranges?: string | null;
        };
        /** @description `json_data` (SplitPdfJsonData) and the PDF to split. */
        SplitPdfRequest: {
            json_data: string;
            /**
             * Format: binary
             * @description The one PDF to split.
             */
            file: File;
        };
        /** @description The user context plus the page size. */
        ImagesToPdfJsonData: components["schemas"]["UserContext"] & {
            /**
             * @description `fit`: each page the size of its image; `a4`: each image scaled onto an A4 page, turned to landscape for a wide image.
             * @default fit
             * @enum {string|null}
             */
            pageSize?: "fit" | "a4" | null;
        };
        /** @description `json_data` (ImagesToPdfJsonData), then JPEG, PNG, WebP and TIFF images (every frame of a multi-page TIFF), one page each, in the order of their `file` parts. */
        ImagesToPdfRequest: {
            json_data: string;
            /** @description The images, in page order (at most 100). */
            file: File[];
        };
        /** @description The user context plus the page to render and its resolution. */
        PdfPageToImageJsonData: components["schemas"]["UserContext"] & {
            /**
             * @description The page, 1-based; a page outside the PDF is PDF_PAGE_VALIDATION_ERROR.
             * @default 1
             */
            page?: number | null;
            /**
             * @description The resolution of the rendered pages.
             * @default 150
             */
            dpi?: number | null;
        };
        /** @description `json_data` (PdfPageToImageJsonData) and one PDF in the `file` part. */
        PdfPageToImageRequest: {
            json_data: string;
            /**
             * Format: binary
             * @description The PDF whose page is rendered.
             */
            file: File;
        };
        /** @description The user context plus the stored file and, for a PDF, its page and resolution. */
        GetImageRequest: components["schemas"]["UserContext"] & {
            /**
             * Format: uuid
             * @description The id of one of the caller's stored files.
             */
            file_id: string;
            /**
             * @description The page of a PDF to render, 1-based; ignored for an image.
             * @default 1
             */
            page?: number;
            /**
             * @description The resolution of a PDF's page; ignored for an image.
             * @default 150
             */
            dpi?: number;
        };
        /** @description `json_data` is the user context (SPEC §3); the PDFs are the `file` parts, put in the ZIP in the order given. */
        PdfsToZipRequest: {
            json_data: string;
            /** @description The PDFs (at most 100). */
            file: File[];
        };
        /** @description The user context plus the pages to render and their resolution. */
        PdfToImagesJsonData: components["schemas"]["UserContext"] & {
            /** @description Page ranges such as `1-3,5,8-` (`8-` running to the last page); absent, null or empty: every page. */
            ranges?: string | null;
            /**
             * @description The resolution of the rendered pages.
             * @default 150
             */
            dpi?: number | null;
        };
        /** @description `json_data` (PdfToImagesJsonData) and one PDF in the `file` part. */
        PdfToImagesRequest: {
            json_data: string;
            /**
             * Format: binary
             * @description The PDF whose pages are rendered.
             */
            file: File;
        };
        /** @description The user context plus the HTML and how to print it. */
        HtmlToPdfRequest: components["schemas"]["UserContext"] & {
            /** @description The HTML document or fragment (at most 5 MiB). */
            html: string;
            /** @description The download name without extension (default `documento`). */
            name?: string;
            /**
             * @default a4
             * @enum {string}
             */
            pageSize?: "a4" | "letter";
            /** @default false */
            landscape?: boolean;
        };
        /** @description `json_data` is the user context; the files to convert are the `file` parts (at most 20). */
        ConvertToPdfRequest: {
            json_data: string;
            /** @description The files to convert, in order. */
            file: File[];
        };
        /** @description `json_data` is the user context; one DOCX or XLSX in the `file` part. */
        SplitOfficeRequest: {
            json_data: string;
            /**
             * Format: binary
             * @description The document to split.
             */
            file: File;
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
        /** @description The PDF, streamed, with `Content-Disposition: attachment` naming it (RFC 6266, UTF-8 `filename*`). */
        PdfFile: {
            headers: {
                /** @description The download name (SPEC §7 default). */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
            };
        };
        /** @description A ZIP of the results (PDFs, DOCX, XLSX or JPEG pages), streamed, with `Content-Disposition: attachment` naming it (RFC 6266, UTF-8 `filename*`). */
        ZipFile: {
            headers: {
                /** @description The download name (SPEC §7 default `archivos.zip`). */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/zip": string;
            };
        };
        /** @description A JPEG image, with `Content-Disposition: attachment` naming it (RFC 6266, UTF-8 `filename*`). */
        JpegFile: {
            headers: {
                /** @description The download name, `<name>-p<page>.jpg` (`<name>.jpg` for get image). */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "image/jpeg": string;
            };
        };
        /** @description RATE_LIMIT_EXCEEDED: the caller already has as many requests of this kind in flight as allowed (`detail.reason` `concurrent-requests`, `detail.limit`), or has made too many in a short time. Retry-After (also `detail.retryAfterSeconds`) says how long to wait. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description One PDF, or a ZIP of PDFs when several files were sent, streamed, with `Content-Disposition: attachment` naming it (RFC 6266, UTF-8 `filename*`). */
        PdfOrZipFile: {
            headers: {
                /** @description The download name. */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
                "application/zip": string;
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
    combinePdfs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CombinePdfsRequest"];
            };
        };
        responses: {
            200: components["responses"]["PdfFile"];
            default: components["responses"]["Error"];
        };
    };
    splitPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SplitPdfRequest"];
            };
        };
        responses: {
            200: components["responses"]["ZipFile"];
            default: components["responses"]["Error"];
        };
    };
    imagesToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImagesToPdfRequest"];
            };
        };
        responses: {
            200: components["responses"]["PdfFile"];
            default: components["responses"]["Error"];
        };
    };
    pdfPageToImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PdfPageToImageRequest"];
            };
        };
        responses: {
            200: components["responses"]["JpegFile"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetImageRequest"];
            };
        };
        responses: {
            200: components["responses"]["JpegFile"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    pdfsToZip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PdfsToZipRequest"];
            };
        };
        responses: {
            200: components["responses"]["ZipFile"];
            default: components["responses"]["Error"];
        };
    };
    pdfToImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PdfToImagesRequest"];
            };
        };
        responses: {
            200: components["responses"]["ZipFile"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    htmlToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HtmlToPdfRequest"];
            };
        };
        responses: {
            200: components["responses"]["PdfFile"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    convertToPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ConvertToPdfRequest"];
            };
        };
        responses: {
            200: components["responses"]["PdfOrZipFile"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    splitDocx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SplitOfficeRequest"];
            };
        };
        responses: {
            200: components["responses"]["ZipFile"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    splitXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SplitOfficeRequest"];
            };
        };
        responses: {
            200: components["responses"]["ZipFile"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
}
