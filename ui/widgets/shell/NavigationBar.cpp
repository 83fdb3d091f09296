// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/NavigationBar.h"

#include "core/text/TextElisionNames.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QToolButton>

#include <algorithm>
#include <memory>
#include <vector>

namespace tally {

namespace {
constexpr int kCrumbWidth = 220;
}

NavigationBar::NavigationBar(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(4, 0, 4, 0);
    m_layout->setSpacing(2);
    // The bar's width is what the toolbar gives it; the crumbs fit themselves to it, not the
    // other way round.
    m_layout->setSizeConstraint(QLayout::SetNoConstraint);
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes &
            (SessionChange::History | SessionChange::ActiveFunction | SessionChange::Profile))
            rebuild();
    });
    rebuild();
}

void NavigationBar::rebuild()
{
    m_builtForWidth = width();
    // The crumbs and labels shown so far, for this rebuild to show again where it shows the same
    // (a click adds one step: making, measuring and showing all eight crumbs anew was a third
    // of the rebuild); those not taken again go at the end.
    std::vector<std::unique_ptr<QWidget>> previous;
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        if (QWidget* widget = item->widget())
            previous.emplace_back(widget);
        delete item;
    }
    const auto takePrevious = [&previous](const auto& same) -> QWidget* {
        const auto found = std::find_if(previous.begin(), previous.end(),
                                        [&same](const auto& widget) { return same(*widget); });
        if (found == previous.end())
            return nullptr;
        QWidget* widget = found->release();
        previous.erase(found);
        return widget;
    };
    const auto label = [&](const QString& text) {
        QWidget* kept = takePrevious([&text](const QWidget& widget) {
            const auto* shown = qobject_cast<const QLabel*>(&widget);
            return shown && shown->text() == text;
        });
        return kept ? kept : new QLabel(text, this);
    };
    if (!m_session.hasProfile()) {
        m_layout->addStretch();
        return;
    }
    std::vector<FunctionId> path = m_session.history().path();
    const FunctionId active = m_session.activeFunction();
    if (active.isValid() && (path.empty() || path.back() != active))
        path.push_back(active);
    if (path.empty()) {
        m_layout->addStretch();
        return;
    }
    const std::size_t first = path.size() > kMaximumShown ? path.size() - kMaximumShown : 0;
    const auto& history = m_session.history().path();

    // One button per step, measured as the style will draw it.
    QFont bold = font();
    bold.setBold(true);
    std::vector<std::unique_ptr<QToolButton>> buttons;
    const auto makeCrumb = [&](std::size_t i, int limit) {
        const bool isLast = i + 1 == path.size();
        const QString name = m_session.profile()->functionName(path[i]);
        const QFont crumbFont = isLast ? bold : font();
        // A button draws '&' as a mnemonic ("operator&&").
        const QString text =
            crumbText(name, limit, crumbFont).replace(QLatin1Char('&'), QStringLiteral("&&"));
        // The same crumb shown before: its text, font and size are right; its step may not be.
        std::unique_ptr<QToolButton> crumb(
            static_cast<QToolButton*>(takePrevious([&](const QWidget& widget) {
                const auto* button = qobject_cast<const QToolButton*>(&widget);
                return button && button->property("crumb").toString() == name &&
                       button->text() == text && button->font() == crumbFont &&
                       button->font().resolveMask() == crumbFont.resolveMask();
            })));
        if (crumb) {
            disconnect(crumb.get(), &QToolButton::clicked, this, nullptr);
        } else {
            crumb = std::make_unique<QToolButton>(this);
            crumb->setAutoRaise(true);
            if (isLast)
                crumb->setFont(bold);
            crumb->setText(text);
            crumb->setToolTip(name);
            crumb->setProperty("crumb", name);
        }
        if (!isLast && i < history.size())
            connect(crumb.get(), &QToolButton::clicked, this,
                    [this, i] { m_session.goBackToEntry(i); });
        return crumb;
    };
    for (std::size_t i = first; i < path.size(); ++i)
        buttons.push_back(makeCrumb(i, kCrumbWidth));
    const int spacing = m_layout->spacing();
    // Probes without a parent: in the application's font and style.
    if (m_probeWidths.separator < 0 || m_probeWidths.font != QApplication::font() ||
        m_probeWidths.style != QApplication::style()) {
        const QLabel probeSeparator(QStringLiteral("\u203a"));
        const QLabel probeEllipsis(QStringLiteral("..."));
        m_probeWidths = {QApplication::font(), QApplication::style(),
                         probeSeparator.sizeHint().width(), probeEllipsis.sizeHint().width()};
    }
    const int separatorWidth = m_probeWidths.separator + spacing;
    const int ellipsisWidth = m_probeWidths.ellipsis + spacing;

    // Which fit: the active function always; from the middle outwards the others give way (the
    // oldest and the latest steps say the most).
    std::vector<std::size_t> shown; // indexes into buttons
    for (std::size_t k = 0; k < buttons.size(); ++k)
        shown.push_back(k);
    const auto totalWidth = [&] {
        int total = 0;
        for (std::size_t k = 0; k < shown.size(); ++k)
            total += buttons[shown[k]]->sizeHint().width() + spacing + (k > 0 ? separatorWidth : 0);
        const bool gapBefore = first > 0 || shown.front() > 0;
        const bool gapInside = shown.back() - shown.front() + 1 != shown.size();
        total += (gapBefore ? ellipsisWidth + separatorWidth : 0) +
                 (gapInside ? ellipsisWidth + separatorWidth : 0);
        return total;
    };
    const QMargins margins = m_layout->contentsMargins();
    const int available = std::max(0, width() - margins.left() - margins.right());
    while (shown.size() > 1 && totalWidth() > available) {
        const std::size_t middle = std::min(shown.size() / 2, shown.size() - 2);
        shown.erase(shown.begin() + std::ptrdiff_t(middle));
    }
    if (totalWidth() > available) {
        // Alone and still too wide: the active function's own name is cut in its middle.
        const int overflow = totalWidth() - available;
        const std::size_t last = buttons.size() - 1;
        const int textWidth = buttons[last]->fontMetrics().horizontalAdvance(buttons[last]->text());
        buttons[last] = makeCrumb(path.size() - 1, std::max(30, textWidth - overflow));
    }

    // Shown now: a layout shows the widgets added to a visible parent only from the event
    // loop, and a grab before that (a screenshot) had no crumbs. Showing a widget lays its
    // visible parent out at once, so the layout is off while the crumbs go in and lays them out
    // once at the end (each crumb of a click laid all of them out again: 6 % of a click).
    m_layout->setEnabled(false);
    const auto add = [this](QWidget* widget) {
        m_layout->addWidget(widget);
        widget->show();
    };
    bool any = false;
    if (first > 0 || shown.front() > 0) {
        add(label(QStringLiteral("...")));
        any = true;
    }
    std::size_t before = shown.front();
    for (const std::size_t k : shown) {
        if (k > before + 1) {
            add(label(QStringLiteral("\u203a")));
            add(label(QStringLiteral("...")));
        }
        if (any)
            add(label(QStringLiteral("\u203a")));
        add(buttons[k].release()); // the layout's widget, parented to this bar
        before = k;
        any = true;
    }
    m_layout->addStretch();
    previous.clear(); // the crumbs and labels not shown again
    m_layout->setEnabled(true);
    m_layout->activate();
}

QSize NavigationBar::sizeHint() const
{
    // Whatever room the toolbar has: the crumbs fit themselves to it (see rebuild).
    return {kPreferredWidth, QWidget::sizeHint().height()};
}

QString NavigationBar::crumbText(const QString& name, int limit, const QFont& font)
{
    CrumbKey key{m_session.shownName(name), limit, m_session.shownNameSpan(name), font};
    if (const auto kept = m_crumbTexts.constFind(key); kept != m_crumbTexts.cend())
        return *kept;
    // As the lists show the name, cut so that the function's own name stays. Each piece measured
    // is shaped; the cuts are looked for from where the characters' own advances put them, so
    // that only the few pieces around each cut are (a bisection shaped a dozen long pieces).
    const QFontMetrics metrics(font);
    if (!m_fontMeasures.contains(font) && m_fontMeasures.size() >= kKeptAdvanceFonts)
        m_fontMeasures.clear();
    FontMeasures& measures = m_fontMeasures[font];
    if (measures.shapedWidths.size() >= kKeptPieceWidths)
        measures.shapedWidths.clear();
    const CharacterAdvances<QFontMetrics, int> advances(metrics, measures.ascii);
    const auto byAdvances = [&advances](QStringView piece) { return double(advances.of(piece)); };
    // Exact measures shape the piece, which for the long pieces of a 500-character name was
    // most of the elision. Every measure the elision makes is held against the limit or a room
    // inside it, and a piece whose advances pass the limit by far is wider than the limit
    // however it is shaped (kerning and rounding move a piece by far less than kSlack a
    // character): such a piece is answered by its advances, which makes the same cuts.
    // Pieces near the limit are shaped, once in each font.
    const auto exactly = [this, &metrics, &advances, &measures, limit](QStringView piece) {
        const int estimate = advances.of(piece);
        if (estimate > limit + kSlack * (piece.size() + 2))
            return double(estimate);
        QString text = piece.toString();
        auto kept = measures.shapedWidths.constFind(text);
        if (kept == measures.shapedWidths.cend()) {
            ++m_shapedPieces;
            const int width = metrics.horizontalAdvance(text);
            kept = measures.shapedWidths.insert(text, width);
        }
        return double(*kept);
    };
    QString text = textelision::elideName(key.name, limit, exactly, key.keep, byAdvances);
    if (m_crumbTexts.size() >= kKeptCrumbTexts)
        m_crumbTexts.clear();
    m_crumbTexts.insert(key, text);
    return text;
}

QSize NavigationBar::minimumSizeHint() const
{
    return {kMinimumWidth, QWidget::minimumSizeHint().height()};
}

void NavigationBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (width() != m_builtForWidth)
        rebuild();
}

QStringList NavigationBar::crumbs() const
{
    QStringList names;
    for (int i = 0; i < m_layout->count(); ++i) {
        if (auto* crumb = qobject_cast<QToolButton*>(m_layout->itemAt(i)->widget()))
            names << crumb->property("crumb").toString();
    }
    return names;
}

} // namespace tally
