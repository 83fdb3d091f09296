// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/ElidedLabel.h"

namespace tally {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text)
{
    m_fullText = text;
    setToolTip(text);
    updateText();
}

void ElidedLabel::setElideMode(Qt::TextElideMode mode)
{
    m_elideMode = mode;
    updateText();
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {0, QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    return {std::min(400, fontMetrics().horizontalAdvance(m_fullText) + 8),
            QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateText();
}

void ElidedLabel::showEvent(QShowEvent* event)
{
    if (m_textStale)
        updateText();
    QLabel::showEvent(event);
}

void ElidedLabel::updateText()
{
    // Eliding shapes all of a long name: a hidden label (the title of a view behind a tab, which
    // follows every activation) elides when shown. One that shows nothing yet elides now, so
    // that its height, which its text sets, is right before it is first laid out.
    m_textStale = !isVisible() && !text().isEmpty();
    if (m_textStale)
        return;
    setText(fontMetrics().elidedText(m_fullText, m_elideMode, std::max(0, width() - 4)));
}

} // namespace tally
