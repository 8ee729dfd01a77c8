import { onlyPdfs } from '@talent/domain';
import { FileText, Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactElement } from 'react';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './FileUpload.css.ts';

/** Props of `FileUpload`. */
export interface FileUploadProps {
  /** Label of the upload, e.g. "CV (PDF)". */
  readonly label: string;
  /** Text of the button that opens the file picker, e.g. "Choose a PDF". */
  readonly chooseLabel: string;
  /** Text of the button when a file is already there, e.g. "Replace". */
  readonly replaceLabel: string;
  /** Text in the drop zone, e.g. "or drag and drop it here". */
  readonly dropHint: string;
  /** Shown when a chosen or dropped file is not a PDF. */
  readonly rejectedMessage: string;
  /** Called with the accepted PDFs (never empty). */
  readonly onFiles: (files: File[]) => void;
  /** The file already uploaded, if any. */
  readonly file?: { readonly name: string } | null;
  /** Upload progress 0–100 while uploading; `null` or omitted when idle. */
  readonly progress?: number | null;
  /** Name of the progress bar, e.g. "Uploading CV". */
  readonly progressLabel?: string;
  readonly multiple?: boolean;
  readonly hint?: string;
  readonly error?: string;
  readonly disabled?: boolean;
}

/**
 * PDF upload by file picker or drag and drop. Only PDFs pass (`onlyPdfs`, by MIME type; the
 * server checks the content again). The picker button is the keyboard path; dropping is a
 * shortcut for pointer users. Shows the current file, a replace button and a progress bar.
 */
export function FileUpload({
  label,
  chooseLabel,
  replaceLabel,
  dropHint,
  rejectedMessage,
  onFiles,
  file,
  progress,
  progressLabel,
  multiple = false,
  hint,
  error,
  disabled = false,
}: FileUploadProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState(false);
  const shownError = error ?? (rejected ? rejectedMessage : undefined);
  const uploading = progress !== undefined && progress !== null;

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const pdfs = onlyPdfs(files);
    setRejected(pdfs.length < files.length);
    if (pdfs.length > 0) onFiles(multiple ? pdfs : pdfs.slice(0, 1));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !uploading) take(event.dataTransfer.files);
  };

  return (
    <FieldGroup label={label} labelAs="text" hint={hint} error={shownError} errorRole="alert">
      {(field) => (
        <div
          className={styles.zone}
          data-dragging={dragging}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {file ? (
            <span className={styles.current}>
              <FileText aria-hidden size={20} />
              {file.name}
            </span>
          ) : (
            <Upload aria-hidden size={28} />
          )}
          <Button
            variant="secondary"
            disabled={disabled}
            loading={uploading}
            aria-labelledby={`${field.controlId}-button ${field.labelId}`}
            id={`${field.controlId}-button`}
            {...field.describedBy}
            onClick={() => input.current?.click()}
          >
            {file ? replaceLabel : chooseLabel}
          </Button>
          <span className={shared.hint}>{dropHint}</span>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            multiple={multiple}
            hidden
            tabIndex={-1}
            onChange={(event) => {
              take(event.target.files);
              event.target.value = ''; // choosing the same file again must fire again
            }}
          />
          {uploading ? (
            <div
              role="progressbar"
              aria-label={progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
              className={styles.progress}
            >
              <div className={styles.bar} style={{ width: `${Math.min(100, Math.max(0, progress))}%` }} />
            </div>
          ) : null}
        </div>
      )}
    </FieldGroup>
  );
}
