// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callgraph/CallGraphView.h"

#include "core/analysis/Costliest.h"
#include "core/text/CallGraphLabels.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include "ui/widgets/common/ColorScaleLegend.h"
#include "ui/widgets/common/FlowLayout.h"
#include "ui/widgets/common/TransformActions.h"
#include "ui/widgets/views/callgraph/CallGraphCanvas.h"
#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"
#include "ui/widgets/views/callgraph/CallGraphOverview.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace tally {

CallGraphView::CallGraphView(Session& session, QSettings* settings, QWidget* parent)
    : QWidget(parent), m_session(session), m_settings(settings),
      m_job([](const CallGraphLayoutJob::Input& input,
               std::stop_token) { return CallGraphLayoutJob::run(input); },
            [this](std::shared_ptr<const CallGraphLayoutJob::Result> result) {
                onJobFinished(std::move(result));
            })
{
    // Lays out what was asked for while hidden; layouts cost time the user may not want to spend.
    m_activity.followJob(m_job);
    m_job.setBusyHandler([this](bool busy) { setBusy(busy); });
    m_scene = new CallGraphScene(this);
    m_scene->setPalette(palette());
    m_canvas = new CallGraphCanvas(m_scene, this);
    m_overview = new CallGraphOverview(m_canvas);

    // Not a QToolBar: what does not fit a narrow view wraps onto a second row instead of
    // folding into an overflow menu.
    auto* toolbar = new QWidget(this);
    auto* flow = new FlowLayout(toolbar, 8);
    flow->setContentsMargins(6, 3, 6, 3);
    const auto addButton = [this, toolbar, flow](QAction* action) {
        auto* button = new QToolButton(toolbar);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        flow->addWidget(button);
        addAction(action); // its shortcut works anywhere in the view
    };
    m_callerDepth = new QSpinBox(toolbar);
    m_callerDepth->setRange(0, 12);
    m_callerDepth->setValue(CallGraphOptions().callerDepth);
    m_callerDepth->setToolTip(tr("Levels of callers shown above the function"));
    flow->addLabelled(tr("Callers:"), m_callerDepth);
    m_calleeDepth = new QSpinBox(toolbar);
    m_calleeDepth->setRange(0, 12);
    m_calleeDepth->setValue(CallGraphOptions().calleeDepth);
    m_calleeDepth->setToolTip(tr("Levels of callees shown below the function"));
    flow->addLabelled(tr("Callees:"), m_calleeDepth);
    m_threshold = new QDoubleSpinBox(toolbar);
    m_threshold->setRange(0.0, 50.0);
    m_threshold->setDecimals(1);
    m_threshold->setSingleStep(0.5);
    m_threshold->setSuffix(QStringLiteral(" %"));
    m_threshold->setValue(CallGraphOptions().threshold * 100.0);
    m_threshold->setToolTip(tr("Calls cheaper than this share of the function's inclusive cost are "
                               "hidden and summarized as \"N more callers/callees\""));
    flow->addLabelled(tr("Hide below:"), m_threshold);
    m_direction = new QComboBox(toolbar);
    m_direction->addItem(tr("Top to bottom"));
    m_direction->addItem(tr("Left to right"));
    m_direction->setToolTip(tr("Layout direction"));
    flow->addWidget(m_direction);
    auto* fit = new QAction(tr("Fit"), this);
    connect(fit, &QAction::triggered, m_canvas, &CallGraphCanvas::fitGraph);
    fit->setToolTip(tr("Zoom to show the whole graph (Ctrl+0)"));
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    fit->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addButton(fit);
    // The overview's switch and the export are the graph's context menu's (as KCachegrind's
    // Birds-eye View and Export Graph), the export File's too: as buttons they took the
    // toolbar to a second row in the lower pane at 1280x800 (135 px of graph, not 165).
    m_overviewAction = new QAction(tr("Overview"), this);
    m_overviewAction->setCheckable(true);
    m_overviewAction->setChecked(true);
    m_overviewAction->setToolTip(
        tr("Show the overview panner in a corner of the graph where it hides no box"));

    m_status = new QLabel(this);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // As a label's minimum width the counts and the layout time made the view wider than its
    // pane, so that the graph itself scrolled sideways in its tab; cut at the right instead,
    // they read "7 groups of" at 1280x800: they wrap onto a second line.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setWordWrap(true);
    auto* bottom = new QHBoxLayout;
    bottom->setContentsMargins(6, 2, 6, 2);
    m_costLegend = new ColorScaleLegend(this);
    m_legendRow = bottom;
    bottom->addWidget(m_costLegend);
    bottom->addSpacing(12);
    bottom->addWidget(m_status, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar);
    layout->addWidget(m_canvas, 1);
    layout->addLayout(bottom);

    restoreOptions();
    const auto optionChanged = [this] {
        m_clickedFunction = FunctionId();
        saveOptions();
        requestGraph();
    };
    connect(m_callerDepth, &QSpinBox::valueChanged, this, optionChanged);
    connect(m_calleeDepth, &QSpinBox::valueChanged, this, optionChanged);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, optionChanged);
    connect(m_direction, &QComboBox::currentIndexChanged, this, optionChanged);
    connect(m_overviewAction, &QAction::toggled, this, [this](bool shown) {
        m_overview->setAllowed(shown);
        saveOptions();
    });
    connect(m_canvas, &CallGraphCanvas::visibleAreaChanged, m_overview,
            &CallGraphOverview::updateFrame);
    connect(m_canvas, &CallGraphCanvas::functionClicked, this, [this](FunctionId function) {
        m_clickedFunction = function;
        m_scene->setHighlightedFunction(function);
        m_overview->refresh();
        m_session.navigateTo(function);
    });
    connect(m_canvas, &CallGraphCanvas::functionDoubleClicked, this, &CallGraphView::goTo);
    connect(m_canvas, &CallGraphCanvas::contextMenuRequested, this,
            &CallGraphView::showContextMenu);
    connect(m_canvas, &CallGraphCanvas::arrowPressed, this, &CallGraphView::moveSelection);
    connect(m_canvas, &CallGraphCanvas::returnPressed, this, [this] {
        const FunctionId active = m_session.activeFunction();
        if (active.isValid() && m_scene->nodeItem(active))
            goTo(active);
    });
    connect(&m_session, &Session::changed, this, &CallGraphView::onSessionChanged);
    updateStatus();
    requestGraph();
}

namespace {

// The view's options, under its key in ViewTabs.
const QString kViewKey = QStringLiteral("callgraph");

settings::Key<int> callerDepthKey()
{
    return settings::viewOption(kViewKey, "callerDepth", CallGraphOptions{}.callerDepth);
}

settings::Key<int> calleeDepthKey()
{
    return settings::viewOption(kViewKey, "calleeDepth", CallGraphOptions{}.calleeDepth);
}

settings::Key<double> thresholdPercentKey()
{
    return settings::viewOption(kViewKey, "thresholdPercent", CallGraphOptions{}.threshold * 100.0);
}

settings::Key<bool> leftToRightKey()
{
    return settings::viewOption(kViewKey, "leftToRight", false);
}

settings::Key<bool> overviewKey()
{
    return settings::viewOption(kViewKey, "overview", true);
}

} // namespace

void CallGraphView::restoreOptions()
{
    if (!m_settings)
        return;
    m_callerDepth->setValue(settings::read(*m_settings, callerDepthKey()));
    m_calleeDepth->setValue(settings::read(*m_settings, calleeDepthKey()));
    m_threshold->setValue(settings::read(*m_settings, thresholdPercentKey()));
    m_direction->setCurrentIndex(settings::read(*m_settings, leftToRightKey()) ? 1 : 0);
    m_overviewAction->setChecked(settings::read(*m_settings, overviewKey()));
    m_overview->setAllowed(m_overviewAction->isChecked());
}

void CallGraphView::saveOptions()
{
    if (!m_settings)
        return;
    settings::write(*m_settings, callerDepthKey(), m_callerDepth->value());
    settings::write(*m_settings, calleeDepthKey(), m_calleeDepth->value());
    settings::write(*m_settings, thresholdPercentKey(), m_threshold->value());
    settings::write(*m_settings, leftToRightKey(), m_direction->currentIndex() == 1);
    settings::write(*m_settings, overviewKey(), m_overviewAction->isChecked());
}

CallGraphView::~CallGraphView() = default;

FunctionId CallGraphView::centre() const
{
    const auto* result = m_scene->result();
    return result ? result->graph.centreFunction() : FunctionId();
}

CallGraphOptions CallGraphView::options() const
{
    CallGraphOptions options;
    options.callerDepth = m_callerDepth->value();
    options.calleeDepth = m_calleeDepth->value();
    options.threshold = m_threshold->value() / 100.0;
    options.event = m_session.primaryEvent();
    options.events = std::make_shared<const EventSet>(m_session.events());
    return options;
}

void CallGraphView::setDepths(int callers, int callees)
{
    m_callerDepth->setValue(callers);
    m_calleeDepth->setValue(callees);
}

void CallGraphView::setThresholdPercent(double percent)
{
    m_threshold->setValue(percent);
}

void CallGraphView::setLeftToRight(bool leftToRight)
{
    m_direction->setCurrentIndex(leftToRight ? 1 : 0);
}

FunctionId CallGraphView::centreForSession() const
{
    if (!m_session.hasProfile())
        return FunctionId();
    if (m_session.activeFunction().isValid())
        return m_session.activeFunction();
    // A recursion cycle is active: the graph centres on its most expensive member; the members
    // are marked "<cycle N>" and the calls between them dashed.
    const FlatProfile& flat = m_session.flatProfile();
    const int cycle = m_session.activeCycle();
    if (cycle < 0 || std::size_t(cycle) >= flat.cycles().size())
        return FunctionId();
    return costliestFunction(flat.cycles()[cycle].members, flat, m_session.events(),
                             m_session.primaryEvent());
}

bool CallGraphView::shortNamesChangeTheGraph() const
{
    const CallGraphLayoutJob::Result* shown = m_scene->result();
    if (m_job.isBusy() || !shown || !shown->profile || shown->profile != m_session.profile())
        return true;
    CallGraphLabels labels(*shown->profile, shown->eventName, shown->total,
                           m_session.snapshot()->names.get());
    labels.setGraph(shown->graph);
    const auto& nodes = shown->graph.nodes();
    for (std::size_t i = 0; i < nodes.size() && i < shown->nodeTexts.size(); ++i) {
        if (labels.title(nodes[i]) != shown->nodeTexts[i].title)
            return true;
    }
    return false;
}

void CallGraphView::onSessionChanged(SessionChanges changes)
{
    // The graph shows absolute costs and percentages of the total whatever the display mode; its
    // node titles are the short names, laid out again once those are made if they change one.
    const bool newGraph =
        (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::EventTypes)) ||
        ((changes & SessionChange::ShortNames) && shortNamesChangeTheGraph());
    if (newGraph) {
        m_clickedFunction = FunctionId();
        requestGraph();
        return;
    }
    if (!(changes & SessionChange::ActiveFunction))
        return;
    const FunctionId active = m_session.activeFunction();
    if (active.isValid() && active == m_clickedFunction && m_scene->nodeItem(active)) {
        // Chosen in this graph: keep the layout.
        m_scene->setHighlightedFunction(active);
        m_overview->refresh();
        return;
    }
    m_clickedFunction = FunctionId();
    if (active != centre() || !active.isValid())
        requestGraph(); // also for a recursion cycle made active
    else
        m_scene->setHighlightedFunction(active);
}

void CallGraphView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        // A theme change: the same graph in the new colours, without a new layout.
        m_scene->setPalette(palette());
        m_overview->refresh();
    }
}

void CallGraphView::requestGraph()
{
    const FunctionId centre = centreForSession();
    if (!centre.isValid()) {
        m_job.cancel();
        m_scene->populate(nullptr);
        m_overview->refresh();
        updateStatus();
        return;
    }
    CallGraphLayoutJob::Input input;
    input.snapshot = m_session.snapshot();
    input.centre = centre;
    input.options = options();
    input.eventName = m_session.eventName(input.options.event);
    input.total = m_session.total(input.options.event);
    input.leftToRight = m_direction->currentIndex() == 1;
    input.font = font();
    m_job.submit(std::move(input));
}

void CallGraphView::onJobFinished(std::shared_ptr<const CallGraphLayoutJob::Result> result)
{
    m_scene->populate(std::move(result));
    m_scene->setHighlightedFunction(m_session.activeFunction());
    const auto& nodes = m_scene->nodeItems();
    m_canvas->showGraphAround(nodes.empty() ? QRectF() : nodes.front()->sceneBoundingRect());
    m_overview->refresh();
    updateStatus();
    emit graphShown();
}

void CallGraphView::setBusy(bool busy)
{
    m_activity.setBusy(busy);
    if (busy)
        m_status->setText(tr("Laying out..."));
    else
        updateStatus();
}

void CallGraphView::updateStatus()
{
    const auto* result = m_scene->result();
    m_status->setToolTip(QString());
    if (!centreForSession().isValid() || !result) {
        m_status->setText(tr("Select a function to see its call graph."));
        return;
    }
    if (!result->layout.ok) {
        m_status->setText(result->layout.error.isEmpty()
                              ? tr("No graph.")
                              : tr("Layout failed: %1").arg(result->layout.error));
        return;
    }
    int functions = 0;
    int summaries = 0;
    for (const auto& node : result->graph.nodes())
        (node.kind == CallGraphNode::Kind::Function ? functions : summaries) += 1;
    //: The graph's sizes: "12 functions, 15 calls"
    QString text = tr("%1, %2").arg(
        tr("%n function(s)", nullptr, int(functions)),
        tr("%n call(s)", nullptr, int(result->graph.edges().size() - std::size_t(summaries))));
    if (summaries > 0)
        text += tr("; %n group(s) of cheaper calls summarized", nullptr, int(summaries));
    if (result->graph.capped())
        text += tr("; limited to %n function(s)", nullptr, int(result->graph.options().maxNodes));
    m_status->setText(text);
    // The time in the tooltip, not the text: the same graph reads the same in every screenshot.
    m_status->setToolTip(tr("Built in %1 ms, laid out in %2 ms")
                             .arg(std::lround(result->buildMs))
                             .arg(std::lround(result->layoutMs)));
}

void CallGraphView::moveSelection(Qt::Key key)
{
    CallGraphNodeItem* from = m_scene->nodeItem(m_session.activeFunction());
    if (!from && !m_scene->nodeItems().empty())
        from = m_scene->nodeItems().front(); // the centre
    if (!from)
        return;
    // The nearest box in that direction, preferring those straight ahead.
    const QPointF origin = from->sceneBoundingRect().center();
    CallGraphNodeItem* best = nullptr;
    double bestScore = 0;
    for (CallGraphNodeItem* item : m_scene->nodeItems()) {
        if (item == from || item->isSummary())
            continue;
        const QPointF delta = item->sceneBoundingRect().center() - origin;
        double ahead = 0;
        double aside = 0;
        switch (key) {
        case Qt::Key_Up:
            ahead = -delta.y();
            aside = delta.x();
            break;
        case Qt::Key_Down:
            ahead = delta.y();
            aside = delta.x();
            break;
        case Qt::Key_Left:
            ahead = -delta.x();
            aside = delta.y();
            break;
        default:
            ahead = delta.x();
            aside = delta.y();
            break;
        }
        if (ahead <= 1.0)
            continue;
        const double score = ahead + 2.0 * std::abs(aside);
        if (!best || score < bestScore) {
            best = item;
            bestScore = score;
        }
    }
    if (!best)
        return;
    m_clickedFunction = best->function();
    m_scene->setHighlightedFunction(best->function());
    m_canvas->ensureVisible(best, 40, 40);
    m_overview->refresh();
    m_session.navigateTo(best->function(), NavigationHistory::Visit::Continuation);
}

namespace {

// A submenu of checkable choices for one setting: picking one sets it; the current value is
// checked, and offered even when it is not one of the usual choices.
template <typename Value, typename Apply>
void addChoices(QMenu* menu, const QString& title, std::vector<Value> choices, Value current,
                const std::function<QString(Value)>& text, QObject* context, Apply apply)
{
    QMenu* sub = menu->addMenu(title);
    if (std::find(choices.begin(), choices.end(), current) == choices.end()) {
        choices.push_back(current);
        std::sort(choices.begin(), choices.end());
    }
    auto* group = new QActionGroup(sub);
    for (const Value value : choices) {
        QAction* action = sub->addAction(text(value), context, [apply, value] { apply(value); });
        action->setCheckable(true);
        action->setChecked(value == current);
        group->addAction(action);
    }
}

} // namespace

std::unique_ptr<QMenu> CallGraphView::contextMenu(CallGraphNodeItem* item)
{
    // The toolbar's settings, offered where the mouse is: each entry sets the toolbar's control,
    // which remembers it and lays the graph out again.
    auto menu = std::make_unique<QMenu>(this);
    if (item && !item->isSummary() && m_session.hasProfile()) {
        const FunctionId function = item->function();
        const QString name = m_session.profile()->functionName(function);
        menu->addAction(tr("Go to '%1'").arg(menuEntryName(m_session.shownName(name))), this,
                        [this, function] { goTo(function); });
        menu->addAction(tr("Select"), this, [this, function] {
            m_clickedFunction = function;
            m_scene->setHighlightedFunction(function);
            m_session.navigateTo(function);
        });
        menu->addAction(tr("Copy Name"), this,
                        [name] { QGuiApplication::clipboard()->setText(name); });
        menu->addSeparator();
        TransformActions::addTo(menu.get(), m_session, function);
        menu->addSeparator();
    } else if (item && item->isSummary()) {
        menu->addAction(tr("Show Hidden Calls (Threshold 0 %)"), this,
                        [this] { setThresholdPercent(0); });
        menu->addSeparator();
    }
    const std::function<QString(int)> levels = [](int depth) {
        return depth == 0 ? tr("None") : depth == 1 ? tr("1 Level") : tr("%1 Levels").arg(depth);
    };
    addChoices<int>(menu.get(), tr("Caller Depth"), {0, 1, 2, 3, 5, 8, 12}, m_callerDepth->value(),
                    levels, this, [this](int depth) { m_callerDepth->setValue(depth); });
    addChoices<int>(menu.get(), tr("Callee Depth"), {0, 1, 2, 3, 5, 8, 12}, m_calleeDepth->value(),
                    levels, this, [this](int depth) { m_calleeDepth->setValue(depth); });
    const std::function<QString(double)> percent = [](double value) {
        return value == 0 ? tr("Show All Calls") : tr("%1 %").arg(QLocale().toString(value));
    };
    addChoices<double>(menu.get(), tr("Hide Calls Below"), {0.0, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0},
                       m_threshold->value(), percent, this,
                       [this](double value) { m_threshold->setValue(value); });
    const std::function<QString(int)> direction = [this](int index) {
        return m_direction->itemText(index);
    };
    addChoices<int>(menu.get(), tr("Layout"), {0, 1}, m_direction->currentIndex(), direction, this,
                    [this](int index) { m_direction->setCurrentIndex(index); });
    menu->addSeparator();
    menu->addAction(tr("Fit"), m_canvas, &CallGraphCanvas::fitGraph);
    menu->addAction(m_overviewAction);
    QMenu* exportMenu = menu->addMenu(tr("Export"));
    exportMenu->addAction(tr("As SVG..."), this,
                          [this] { exportWithDialog(QStringLiteral("callgraph.svg")); });
    exportMenu->addAction(tr("As PNG..."), this,
                          [this] { exportWithDialog(QStringLiteral("callgraph.png")); });
    exportMenu->addAction(tr("As Graphviz DOT..."), this,
                          [this] { exportWithDialog(QStringLiteral("callgraph.dot")); });
    return menu;
}

void CallGraphView::showContextMenu(CallGraphNodeItem* item, QPoint globalPos)
{
    contextMenu(item)->exec(globalPos);
}

void CallGraphView::goTo(FunctionId function)
{
    m_clickedFunction = FunctionId();
    m_session.navigateTo(function);
    if (centre() != function)
        requestGraph(); // even when it was active already
}

void CallGraphView::exportWithDialog(const QString& suggestedName)
{
    if (m_job.isBusy()) {
        // Asked for right after the view was brought forward: export what is being laid out.
        // Once however often it was asked for meanwhile: one dialog.
        if (!m_exportQueued) {
            m_exportQueued = true;
            connect(
                this, &CallGraphView::graphShown, this,
                [this, suggestedName] {
                    m_exportQueued = false;
                    exportWithDialog(suggestedName);
                },
                Qt::SingleShotConnection);
        }
        return;
    }
    if (!m_scene->result() || !m_scene->result()->layout.ok) {
        QMessageBox::information(this, tr("Export Call Graph"),
                                 tr("There is no call graph to export yet."));
        return;
    }
    const QString svg = tr("SVG image (*.svg)");
    const QString png = tr("PNG image (*.png)");
    const QString dot = tr("Graphviz DOT (*.dot)");
    const QString suffix = QFileInfo(suggestedName).suffix();
    QString filter = suffix == QLatin1String("png")   ? png
                     : suffix == QLatin1String("dot") ? dot
                                                      : svg;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Call Graph"), suggestedName,
        QStringList{svg, png, dot}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty()) {
        path += filter == png   ? QStringLiteral(".png")
                : filter == dot ? QStringLiteral(".dot")
                                : QStringLiteral(".svg");
    }
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export Call Graph"), error);
}

bool CallGraphView::exportTo(const QString& path, QString* error)
{
    // Exports show the graph as laid out, without the click outline.
    m_scene->setHighlightedFunction(FunctionId());
    const bool ok = m_scene->exportTo(path, error);
    m_scene->setHighlightedFunction(m_session.activeFunction());
    return ok;
}

void CallGraphView::showAlternateLegend(QWidget* legend)
{
    if (m_alternateLegend && m_alternateLegend != legend)
        m_alternateLegend->hide();
    if (legend && legend->parentWidget() != this) {
        legend->setParent(this);
        m_legendRow->insertWidget(0, legend); // where the cost legend is, in the bottom row
    }
    m_alternateLegend = legend;
    if (legend)
        legend->show();
    m_costLegend->setVisible(legend == nullptr);
}

} // namespace tally
