import { useId, useRef, useState, type DragEvent } from 'react';
import { UploadIcon } from './edit-icons.tsx';
import './upload-drop-zone.css';

type UploadDropZoneProps = {
  /** What to drop here ("Drag the PDF here"). */
  dropLabel: string;
  /** The word between the drop label and the button ("or"), in the reader's language. */
  orLabel: string;
  /** The file button's label ("Choose a PDF"). */
  buttonLabel: string;
  hint?: string;
  /** The `accept` of the file chooser: it only narrows the choice, the server checks content. */
  accept: string;
  isMultiple?: boolean;
  isDisabled?: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * Where files go: dropped onto the area, or chosen with a normal button (the way that works
 * from the keyboard, on phones and with assistive technology). Used by the product editor's
 * documents and the SDS import, which each bring their own words.
 */
export function UploadDropZone(props: UploadDropZoneProps) {
  const { dropLabel, orLabel, buttonLabel, hint, accept } = props;
  const { isMultiple = false, isDisabled = false } = props;
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (isDisabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) props.onFiles([...event.dataTransfer.files]);
  }

  return (
    <div
      className={`drop-zone${isDragging ? ' drop-zone--active' : ''}`}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        // Moving over the text or the button inside is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
      }}
      onDrop={handleDrop}
    >
      <UploadIcon className="drop-zone__icon" width={24} height={24} />
      <p className="drop-zone__text">
        {dropLabel} <span className="drop-zone__or">{orLabel}</span>
      </p>
      <button
        type="button"
        className="button button--secondary drop-zone__button"
        disabled={isDisabled}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </button>
      {hint ? (
        <p id={hintId} className="field__hint drop-zone__hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={isMultiple}
        disabled={isDisabled}
        onChange={(event) => {
          props.onFiles([...(event.target.files ?? [])]);
          // The same file chosen again must still fire a change.
          event.target.value = '';
        }}
      />
    </div>
  );
}
