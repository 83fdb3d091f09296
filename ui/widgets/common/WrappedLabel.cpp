// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/WrappedLabel.h"

#include <algorithm>

namespace tally {

WrappedLabel::WrappedLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
}

void WrappedLabel::checkCacheKey() const
{
    // Compared at every call: a label's line or two of text compares in a small part of what one
    // layout of it costs.
    if (text() == m_text && font() == m_font && contentsMargins() == m_margins &&
        indent() == m_indent && margin() == m_margin && textFormat() == m_format &&
        wordWrap() == m_wraps)
        return;
    m_text = text();
    m_font = font();
    m_margins = contentsMargins();
    m_indent = indent();
    m_margin = margin();
    m_format = textFormat();
    m_wraps = wordWrap();
    m_heights.fill({});
    m_next = 0;
}

int WrappedLabel::heightForWidth(int width) const
{
    checkCacheKey();
    const auto known = std::find_if(m_heights.begin(), m_heights.end(),
                                    [width](const Entry& entry) { return entry.width == width; });
    if (known != m_heights.end())
        return known->height;
    const int height = QLabel::heightForWidth(width);
    m_heights[m_next] = {width, height};
    m_next = (m_next + 1) % m_heights.size();
    return height;
}

} // namespace tally
