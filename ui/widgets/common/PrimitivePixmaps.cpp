// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/PrimitivePixmaps.h"

#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tally {

bool PrimitivePixmaps::paint(QStyle::PrimitiveElement element, const QStyleOptionFrame& option,
                             QPainter* painter, const Draw& draw)
{
    const QTransform& transform = painter->worldTransform();
    const bool wholePixels = transform.type() <= QTransform::TxTranslate &&
                             transform.dx() == std::round(transform.dx()) &&
                             transform.dy() == std::round(transform.dy());
    if (!wholePixels || painter->opacity() != 1.0 ||
        painter->compositionMode() != QPainter::CompositionMode_SourceOver ||
        option.rect.isEmpty() || !painter->device())
        return false;
    const qreal ratio = painter->device()->devicePixelRatioF();
    const Look look{element,
                    option.rect.size(),
                    int(option.state),
                    option.palette.cacheKey(),
                    int(option.palette.currentColorGroup()),
                    ratio,
                    option.lineWidth,
                    option.midLineWidth,
                    int(option.features),
                    int(option.frameShape),
                    int(option.direction)};
    auto kept = std::find_if(m_kept.begin(), m_kept.end(),
                             [&](const Kept& candidate) { return candidate.look == look; });
    if (kept == m_kept.end()) {
        QPixmap pixmap(option.rect.size() * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        {
            QPainter onPixmap(&pixmap);
            QStyleOptionFrame atOrigin = option; // as its own type: no virtual destructor
            atOrigin.rect = QRect(QPoint(0, 0), option.rect.size());
            draw(atOrigin, &onPixmap);
        }
        if (m_kept.size() == kKept)
            m_kept.pop_back();
        m_kept.insert(m_kept.begin(), {look, std::move(pixmap)});
        kept = m_kept.begin();
    } else if (kept != m_kept.begin()) {
        std::rotate(m_kept.begin(), kept, kept + 1);
        kept = m_kept.begin();
    }
    painter->drawPixmap(option.rect.topLeft(), kept->pixmap);
    return true;
}

} // namespace tally
