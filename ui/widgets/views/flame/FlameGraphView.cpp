// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/flame/FlameGraphView.h"

#include "ui/widgets/common/TransformActions.h"
#include <QMenu>

#include "core/output/FlameGraphSvgWriter.h"
#include "core/output/FoldedStacksWriter.h"
#include "core/output/SaveFile.h"
#include "ui/viewmodel/compare/DeltaScale.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/common/FlowLayout.h"
#include "ui/widgets/views/flame/FlameCanvas.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tally {

FlameGraphView::FlameGraphView(Session& session, QWidget* parent)
    : FlameGraphView(session, std::make_shared<FlameSceneSource>(), parent)
{}

FlameGraphView::FlameGraphView(Session& session, std::shared_ptr<FlameSceneSource> scenes,
                               QWidget* parent)
    : QWidget(parent), m_session(session), m_scenes(std::move(scenes))
{
    m_root = new QComboBox(this);
    m_root->addItem(tr("Whole Profile"));
    m_root->addItem(tr("Active Function"));
    m_root->setToolTip(tr("All stacks, or the stacks below the active function"));
    m_shape = new QComboBox(this);
    m_shape->addItem(tr("Flame"));
    m_shape->addItem(tr("Icicle"));
    m_shape->setToolTip(tr("Flame: callers below their callees; icicle: above"));
    m_direction = new QComboBox(this);
    m_direction->addItem(tr("Top-Down"));
    m_direction->addItem(tr("Bottom-Up"));
    m_direction->setToolTip(tr("Top-down: roots are the entry points, frames their "
                               "callees; bottom-up: roots are the functions with self "
                               "cost, frames their callers"));
    m_colours = new QComboBox(this);
    m_colours->addItem(tr("By Object"));
    m_colours->addItem(tr("By File"));
    m_colours->setToolTip(tr("Colour the frames by the function's object (library) or "
                             "by its source file"));
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    // The placeholder stays readable: in a narrow pane the other controls wrap, not this.
    m_search->setMinimumWidth(
        m_search->fontMetrics().horizontalAdvance(m_search->placeholderText()) +
        4 * m_search->fontMetrics().averageCharWidth() + 24);
    m_search->setMaximumWidth(std::max(220, m_search->minimumWidth()));
    auto* find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, m_search, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    addAction(find);
    m_matches = new QLabel(this);
    m_reset = new QToolButton(this);
    m_reset->setText(tr("Reset Zoom"));
    m_export = new QToolButton(this);
    m_export->setText(tr("Export..."));
    m_export->setToolTip(tr("Save the graph as SVG or its stacks as folded stacks "
                            "(flamegraph.pl, inferno, speedscope)"));
    m_breadcrumb = new QLabel(this);
    m_breadcrumb->setTextFormat(Qt::RichText);
    // As wide as its text, cut by the toolbar's width, never widening the pane.
    m_breadcrumb->setMinimumWidth(1);
    // One line, cut at its end where the pane is narrow (the whole in its tooltip).
    m_notice = new ElidedLabel(this);
    m_notice->setElideMode(Qt::ElideRight);

    // Not a row that squeezes its items: what does not fit a narrow pane wraps onto a further
    // row; the breadcrumb, last, takes a row of its own when it does not fit beside them.
    auto* toolbar = new QWidget(this);
    auto* bar = new FlowLayout(toolbar);
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_root);
    bar->addWidget(m_shape);
    bar->addWidget(m_direction);
    bar->addWidget(m_colours);
    bar->addWidget(m_search);
    bar->addWidget(m_matches);
    bar->addWidget(m_reset);
    bar->addWidget(m_export);
    bar->addWidget(m_breadcrumb);
    m_canvas = new FlameCanvas;
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_canvas);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    // A flame grows upwards from its roots: keep the roots in sight as the height changes.
    connect(scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            [this, scroll](int, int maximum) {
                if (!m_canvas->isIcicle())
                    scroll->verticalScrollBar()->setValue(maximum);
            });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar);
    layout->addWidget(m_notice);
    m_deltaLegend = new QLabel(this);
    m_deltaLegend->setVisible(false);
    layout->addWidget(m_deltaLegend);
    layout->addWidget(scroll, 1);

    connect(m_root, &QComboBox::currentIndexChanged, this, &FlameGraphView::request);
    connect(m_shape, &QComboBox::currentIndexChanged, this, [this, scroll](int index) {
        m_canvas->setIcicle(index == 1);
        scroll->verticalScrollBar()->setValue(index == 1 ? 0
                                                         : scroll->verticalScrollBar()->maximum());
    });
    connect(m_direction, &QComboBox::currentIndexChanged, this, &FlameGraphView::request);
    connect(m_colours, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_canvas->setColourBy(index == 1 ? flamecolours::By::File : flamecolours::By::Object);
    });
    connect(m_export, &QToolButton::clicked, this, &FlameGraphView::exportWithDialog);
    connect(m_search, &QLineEdit::textChanged, this, &FlameGraphView::updateSearch);
    connect(m_reset, &QToolButton::clicked, this, [this] { m_canvas->setZoom(0); });
    connect(m_breadcrumb, &QLabel::linkActivated, this,
            [this](const QString& link) { m_canvas->setZoom(link.toULongLong()); });
    connect(m_canvas, &FlameCanvas::zoomChanged, this, &FlameGraphView::updateBreadcrumb);
    connect(m_canvas, &FlameCanvas::functionMenuRequested, this,
            [this](FunctionId function, const std::shared_ptr<const Profile>& profile,
                   QPoint globalPos) {
                // A scene of the profile before a transform names another profile's ids.
                if (profile != m_session.profile())
                    return;
                QMenu menu(this);
                TransformActions::addTo(&menu, m_session, function);
                menu.exec(globalPos);
            });
    connect(m_canvas, &FlameCanvas::functionActivated, this,
            [this](FunctionId function) { m_session.navigateTo(function); });
    m_canvas->setShortNames(m_session.shortNames());
    m_reader =
        m_scenes->addReader([this](FlameSceneSource::Scene scene) { finished(std::move(scene)); },
                            [this](bool busy) { m_activity.setBusy(busy); });
    m_activity.follow([this](bool shown) { m_scenes->setActive(m_reader, shown); });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Display)
            m_canvas->setShortNames(m_session.shortNames());
        if (changes & SessionChange::ShortNames)
            m_canvas->shortNamesMade();
        if (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::EventTypes))
            request();
        else if ((changes & SessionChange::ActiveFunction) && m_root->currentIndex() == 1)
            request();
        else if ((changes & SessionChange::Comparison) &&
                 m_session.comparison() != m_requestedComparison)
            request();
    });
    request();
}

FlameGraphView::~FlameGraphView()
{
    m_scenes->removeReader(m_reader);
}

void FlameGraphView::setIcicle(bool icicle)
{
    m_shape->setCurrentIndex(icicle ? 1 : 0);
}

void FlameGraphView::setBottomUp(bool bottomUp)
{
    m_direction->setCurrentIndex(bottomUp ? 1 : 0);
}

bool FlameGraphView::isBottomUp() const
{
    return m_direction->currentIndex() == 1;
}

void FlameGraphView::setColourBy(flamecolours::By by)
{
    m_colours->setCurrentIndex(by == flamecolours::By::File ? 1 : 0);
}

void FlameGraphView::setWholeProfile(bool whole)
{
    m_root->setCurrentIndex(whole ? 0 : 1);
}

void FlameGraphView::setSearch(const QString& text)
{
    m_search->setText(text);
}

QString FlameGraphView::breadcrumb() const
{
    return m_breadcrumb->text();
}

QString FlameGraphView::notice() const
{
    return m_notice->fullText();
}

void FlameGraphView::request()
{
    m_requestedComparison = m_session.comparison();
    if (!m_session.hasProfile()) {
        m_scenes->cancel(m_reader);
        m_canvas->setScene(nullptr);
        m_notice->setFullText(tr("No profile loaded"));
        return;
    }
    FlameScene::Request request;
    request.snapshot = m_session.snapshot();
    request.options.event = m_session.primaryEvent();
    request.options.events = std::make_shared<const EventSet>(m_session.events());
    request.eventName = m_session.eventName(m_session.primaryEvent());
    request.bottomUp = isBottomUp();
    request.comparison = m_requestedComparison; // of request.snapshot, or none
    if (m_root->currentIndex() == 1) {
        request.options.focus = m_session.activeFunction();
        if (!request.options.focus.isValid()) {
            m_scenes->cancel(m_reader);
            m_canvas->setScene(nullptr);
            m_notice->setFullText(tr("Select a function to see the stacks below it"));
            return;
        }
    }
    m_scenes->ask(m_reader, std::move(request));
}

void FlameGraphView::finished(std::shared_ptr<const FlameScene> scene)
{
    if (!scene)
        return;
    if (m_exportQueued) {
        m_exportQueued = false;
        // After this scene is in place, outside the job's delivery.
        QMetaObject::invokeMethod(this, &FlameGraphView::exportWithDialog, Qt::QueuedConnection);
    }
    QString notice = scene->tree.isEstimate()
                         ? tr("Estimated stacks: a function's cost is shared among its "
                              "callers in proportion to their calls")
                         : tr("Exact stacks: every function has one caller (or "
                              "--separate-callers context)");
    // Without calls (cachegrind's profiles) every function is a root: "one caller" would be
    // wrong.
    if (scene->profile && !scene->profile->recordsCalls())
        notice = tr("No calls recorded: every function is a root of its own");
    if (scene->tree.isCapped())
        notice += tr("; thin paths merged");
    if (scene->tree.isBottomUp())
        notice = tr("Bottom-up, callers above. ") + notice;
    // First: the line is cut at the pane's width, and why a comparison shows no colours is
    // what the user looks for then.
    if (!scene->comparisonProblem.isEmpty())
        notice = tr("Not compared: %1. ").arg(scene->comparisonProblem) + notice;
    m_notice->setFullText(notice);
    showDeltaLegend(scene->compared());
    m_canvas->setScene(std::move(scene));
    updateSearch();
}

QString FlameGraphView::deltaLegend() const
{
    return m_deltaLegend->isVisible() ? m_deltaLegend->text() : QString();
}

void FlameGraphView::showDeltaLegend(bool compared)
{
    // The colours are the change; the object or file colouring has nothing to choose then.
    m_colours->setEnabled(!compared);
    m_deltaLegend->setVisible(compared);
    if (!compared)
        return;
    const QColor background = palette().base().color();
    const auto swatch = [](const QColor& colour) {
        return QStringLiteral("<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span>")
            .arg(colour.name());
    };
    m_deltaLegend->setText(
        tr("Change from the baseline, stack by stack: %1 grew %2 shrank")
            .arg(swatch(deltascale::grew(background)), swatch(deltascale::shrank(background))));
}

void FlameGraphView::updateBreadcrumb()
{
    const FlameScene* scene = m_canvas->scene();
    m_reset->setEnabled(m_canvas->zoom() != 0);
    // Unzoomed there is no path to show (a lone "all" read as a stray word): the label is
    // empty and Reset Zoom, disabled, says there is nothing to reset.
    if (!scene || scene->tree.isEmpty() || m_canvas->zoom() == 0) {
        m_breadcrumb->clear();
        return;
    }
    QStringList parts{
        //: The zoom path: its first link zooms out to the whole graph (of the whole profile, or
        //: of the stacks below the active function)
        tr("Zoom: %1")
            .arg(QStringLiteral("<a href=\"0\">%1</a>")
                     .arg(scene->wholeProfile ? tr("Whole Profile") : tr("Active Function")))};
    const auto path = scene->tree.path(m_canvas->zoom());
    // The last few frames: a deep zoom keeps the bar one line.
    const std::size_t first = path.size() > 4 ? path.size() - 4 : 0;
    if (first > 0)
        parts << QStringLiteral("\u2026");
    for (std::size_t i = first; i < path.size(); ++i)
        parts << QStringLiteral("<a href=\"%1\">%2</a>")
                     .arg(path[i])
                     .arg(scene->names[path[i]].left(40).toHtmlEscaped());
    m_breadcrumb->setText(parts.join(QStringLiteral(" \u203a ")));
}

void FlameGraphView::updateSearch()
{
    const QString text = m_search->text();
    m_canvas->setSearch(text);
    const FlameScene* scene = m_canvas->scene();
    if (text.isEmpty() || !scene || scene->tree.total() <= 0) {
        m_matches->clear();
        return;
    }
    const double share = 100.0 * double(scene->matchedCost(text)) / double(scene->tree.total());
    m_matches->setText(tr("%1% matched").arg(share, 0, 'f', 2));
}

void FlameGraphView::exportWithDialog()
{
    if (m_scenes->isBusy(m_reader)) {
        // Asked for right after the view was brought forward: export what is being built.
        m_exportQueued = true;
        return;
    }
    const FlameScene* scene = m_canvas->scene();
    if (!scene || scene->tree.isEmpty()) {
        QMessageBox::information(this, tr("Export Flame Graph"),
                                 tr("There is no flame graph to export yet."));
        return;
    }
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Flame Graph"),
        isBottomUp() ? QStringLiteral("flamegraph-bottom-up.svg")
                     : QStringLiteral("flamegraph.svg"),
        tr("SVG flame graph (*.svg);;Folded stacks (*.folded *.txt)"), &filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export Flame Graph"), error);
}

bool FlameGraphView::exportTo(const QString& path, QString* error)
{
    const FlameScene* scene = m_canvas->scene();
    if (!scene || scene->tree.isEmpty()) {
        *error = tr("there is no flame graph to export");
        return false;
    }
    // The stacks as shown (whole or below the active function, top-down or bottom-up), unzoomed:
    // the same as the command line's --export-flamegraph and --export-stacks would write.
    QByteArray bytes;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        flamegraphsvg::Options options;
        options.eventName = scene->eventName;
        options.icicle = m_canvas->isIcicle();
        options.title = scene->wholeProfile
                            ? tr("Flame Graph")
                            : tr("Flame Graph \u2014 %1")
                                  .arg(scene->names.size() > 1 ? scene->names[1] : QString());
        bytes = flamegraphsvg::write(*scene->profile, scene->tree, options);
    } else {
        bytes = foldedstacks::write(*scene->profile, scene->tree);
    }
    return savefile::write(path, bytes, error);
}

} // namespace tally
