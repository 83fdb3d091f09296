// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLabel>

namespace tally {

// A one-line label that elides its text to the room it has instead of demanding the room: C++
// function names run to thousands of characters. The full text is the tooltip. Names are cut
// in the middle (both ends tell them apart); a sentence (a view's notice) at its end.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    const QString& fullText() const { return m_fullText; }
    void setElideMode(Qt::TextElideMode mode);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void updateText();

    QString m_fullText;
    Qt::TextElideMode m_elideMode = Qt::ElideMiddle;
    bool m_textStale = false; // the shown text is not yet m_fullText elided (hidden meanwhile)
};

} // namespace tally
