import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The ratings a sender may give, as the radio buttons hold them. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;
export type RatingValue = (typeof RATINGS)[number];

type RatingChoiceProps = {
  registration: UseFormRegisterReturn;
  /** Whether one is chosen: then it can be taken back, as radio buttons alone cannot. */
  hasRating: boolean;
  onClear: () => void;
};

/**
 * The optional rating, 1 (poor) to 5 (excellent): five radio buttons with their words in a
 * fieldset, so each is read with the question, and a way to give none after all.
 */
export function RatingChoice({ registration, hasRating, onClear }: RatingChoiceProps) {
  const { t } = useTranslation('requests');
  return (
    <fieldset className="choice-group feedback-rating">
      <legend className="field__label">{t('feedback.ratingLegend')}</legend>
      <div className="feedback-rating__options">
        {RATINGS.map((rating) => (
          <label key={rating} className="choice-group__option feedback-rating__option">
            <input type="radio" value={rating} {...registration} />
            <span>{t(`feedback.ratings.${rating}`)}</span>
          </label>
        ))}
      </div>
      {hasRating ? (
        <button type="button" className="link-button feedback-rating__clear" onClick={onClear}>
          {t('feedback.clearRating')}
        </button>
      ) : null}
    </fieldset>
  );
}
