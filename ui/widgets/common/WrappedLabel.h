// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLabel>

#include <array>

namespace tally {

// A word-wrapped label that remembers its height for the last few widths it was asked for. A
// layout under a resizable scroll area (every view's page) asks each wrapped label for its height
// at several widths whenever anything in the page changes size: QLabel lays its text out again
// each time, a rich text's whole document. The Compare view's labels were laid out 234 times in
// four choices of an event type, a tenth of the instructions of those clicks. What the height
// depends on (text, format, font, margins, indent, wrapping) is part of the key, so nothing has to
// tell the cache.
class WrappedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget* parent = nullptr);

    int heightForWidth(int width) const override;

private:
    struct Entry
    {
        int width = -1;
        int height = 0;
    };
    // Whether the cached heights were measured with what the label shows now; else forgets them.
    void checkCacheKey() const;

    mutable std::array<Entry, 4> m_heights{};
    mutable std::size_t m_next = 0; // the entry replaced next
    mutable QString m_text;
    mutable QFont m_font;
    mutable QMargins m_margins;
    mutable int m_indent = -1;
    mutable int m_margin = 0;
    mutable Qt::TextFormat m_format = Qt::AutoText;
    mutable bool m_wraps = false;
};

} // namespace tally
