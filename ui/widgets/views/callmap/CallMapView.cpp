// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/callmap/CallMapView.h"

#include "core/text/NameShortener.h"
#include "ui/viewmodel/common/CostText.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/common/TransformActions.h"
#include "ui/widgets/views/callmap/CallMapCanvas.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <array>
#include <cmath>

namespace tally {

namespace {

constexpr int kDefaultDepth = 10;
constexpr int kDefaultMinSize = 6;
constexpr int kResizeSettleMs = 120;

} // namespace

CallMapView::CallMapView(Session& session, CallMapTree::Direction direction, QWidget* parent)
    : QWidget(parent), m_session(session),
      m_job(&CallMapScene::compute,
            [this](const std::shared_ptr<const CallMapScene>& scene) { finished(scene); })
{
    m_direction = new QComboBox(this);
    m_direction->addItem(tr("Callee Map"), int(CallMapTree::Direction::Callees));
    m_direction->addItem(tr("Caller Map"), int(CallMapTree::Direction::Callers));
    m_direction->setToolTip(tr("Callee map: the function's cost split into what it calls.\n"
                               "Caller map: its cost split by who calls it."));
    m_direction->setCurrentIndex(direction == CallMapTree::Direction::Callees ? 0 : 1);

    m_depth = new QSpinBox(this);
    m_depth->setRange(1, 64);
    m_depth->setValue(kDefaultDepth);
    m_depth->setPrefix(tr("Depth "));
    m_depth->setToolTip(tr("How many levels of calls are nested in the map"));

    m_minSize = new QSpinBox(this);
    m_minSize->setRange(2, 200);
    m_minSize->setValue(kDefaultMinSize);
    m_minSize->setPrefix(tr("Min. size "));
    m_minSize->setSuffix(tr(" px"));
    m_minSize->setToolTip(tr("Rectangles smaller than this are not drawn"));

    // The function, cut in its middle where the pane is narrow (the whole in its tooltip), then
    // its cost, whole: one label cut in the middle cut the number.
    m_header = new ElidedLabel(this);
    m_headerCost = new QLabel(this);
    m_headerCost->setTextFormat(Qt::PlainText);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_direction);
    bar->addWidget(m_depth);
    bar->addWidget(m_minSize);
    bar->addWidget(m_header, 1);
    bar->addWidget(m_headerCost);

    m_canvas = new CallMapCanvas(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_canvas, 1);

    m_resizeTimer.setSingleShot(true);
    m_resizeTimer.setInterval(kResizeSettleMs);
    connect(&m_resizeTimer, &QTimer::timeout, this, &CallMapView::request);
    connect(m_canvas, &CallMapCanvas::resized, this, [this] {
        m_resizeTimer.start();
        if (isVisible())
            setBusy(true); // a new layout is coming: screenshots wait for it
    });
    connect(m_canvas, &CallMapCanvas::appearanceChanged, this, &CallMapView::request);
    connect(m_canvas, &CallMapCanvas::functionActivated, this,
            [this](FunctionId function) { m_session.navigateTo(function); });
    connect(m_canvas, &CallMapCanvas::contextMenuRequested, this, &CallMapView::showContextMenu);
    connect(m_direction, &QComboBox::currentIndexChanged, this, &CallMapView::request);
    connect(m_depth, &QSpinBox::valueChanged, this, &CallMapView::request);
    connect(m_minSize, &QSpinBox::valueChanged, this, &CallMapView::request);
    m_job.setBusyHandler([this](bool busy) { setBusy(busy); });
    m_activity.followJob(m_job); // runs what was asked for while hidden
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::Costs |
                       SessionChange::ActiveFunction | SessionChange::EventTypes))
            request();
        else if ((changes & SessionChange::Display) &&
                 (m_requestedShortNames != m_session.shortNames() ||
                  ((changes & SessionChange::ShortNames) && shortNamesChangeTheLabels())))
            request(); // the labels change
        else if (changes & SessionChange::Display)
            updateHeader();
    });
    request();
}

CallMapView::~CallMapView() = default;

bool CallMapView::shortNamesChangeTheLabels() const
{
    const std::shared_ptr<const CallMapScene>& shown = m_canvas->scene();
    if (m_job.isBusy() || !shown || shown->profile != m_session.profile())
        return true; // a scene on its way may have read the names as they were
    return shown->labelsChangeWith(m_session.snapshot()->names.get(), m_session.shortNames());
}

CallMapTree::Direction CallMapView::direction() const
{
    return CallMapTree::Direction(m_direction->currentData().toInt());
}

void CallMapView::setDirection(CallMapTree::Direction direction)
{
    m_direction->setCurrentIndex(direction == CallMapTree::Direction::Callees ? 0 : 1);
}

int CallMapView::maxDepth() const
{
    return m_depth->value();
}

void CallMapView::setMaxDepth(int depth)
{
    m_depth->setValue(depth);
}

int CallMapView::minimumSize() const
{
    return m_minSize->value();
}

void CallMapView::setMinimumRectangleSize(int pixels)
{
    m_minSize->setValue(pixels);
}

namespace {

const std::array<std::pair<CallMapLayout::Split, const char*>, 4> kSplitKeys{{
    {CallMapLayout::Split::Best, "best"},
    {CallMapLayout::Split::Horizontal, "horizontal"},
    {CallMapLayout::Split::Vertical, "vertical"},
    {CallMapLayout::Split::Alternate, "alternate"},
}};

settings::Key<QString> splitKey(const QString& viewKey)
{
    return settings::viewOption<QString>(viewKey, "split");
}

settings::Key<bool> labelNamesKey(const QString& viewKey)
{
    return settings::viewOption(viewKey, "labelNames", true);
}

settings::Key<bool> labelCostsKey(const QString& viewKey)
{
    return settings::viewOption(viewKey, "labelCosts", true);
}

} // namespace

void CallMapView::setSplit(CallMapLayout::Split split)
{
    if (split == m_split)
        return;
    m_split = split;
    saveLayoutOptions();
    request();
}

void CallMapView::setLabels(bool names, bool costs)
{
    if (names == m_names && costs == m_costs)
        return;
    m_names = names;
    m_costs = costs;
    saveLayoutOptions();
    request();
}

void CallMapView::saveLayoutOptions()
{
    if (!m_settings)
        return;
    for (const auto& [split, key] : kSplitKeys) {
        if (split == m_split)
            settings::write(*m_settings, splitKey(m_viewKey), QString::fromLatin1(key));
    }
    settings::write(*m_settings, labelNamesKey(m_viewKey), m_names);
    settings::write(*m_settings, labelCostsKey(m_viewKey), m_costs);
}

void CallMapView::keepOptionsIn(QSettings& settings, const QString& viewKey)
{
    const QString split = settings::read(settings, splitKey(viewKey));
    for (const auto& [mode, key] : kSplitKeys) {
        if (split == QLatin1String(key))
            m_split = mode;
    }
    m_names = settings::read(settings, labelNamesKey(viewKey));
    m_costs = settings::read(settings, labelCostsKey(viewKey));
    m_settings = &settings;
    m_viewKey = viewKey;
    request();
    const auto direction = settings::viewOption<QString>(viewKey, "direction");
    const auto depth = settings::viewOption<int>(viewKey, "depth");
    const auto minSize = settings::viewOption<int>(viewKey, "minimumSize");
    if (settings::isKept(settings, direction))
        m_direction->setCurrentIndex(
            settings::read(settings, direction) == QLatin1String("callers") ? 1 : 0);
    if (settings::isKept(settings, depth))
        m_depth->setValue(settings::read(settings, depth)); // clamped to the range
    if (settings::isKept(settings, minSize))
        m_minSize->setValue(settings::read(settings, minSize));
    QSettings* store = &settings;
    connect(m_direction, &QComboBox::currentIndexChanged, this, [store, direction](int index) {
        settings::write(*store, direction,
                        index == 1 ? QStringLiteral("callers") : QStringLiteral("callees"));
    });
    connect(m_depth, &QSpinBox::valueChanged, this,
            [store, depth](int value) { settings::write(*store, depth, value); });
    connect(m_minSize, &QSpinBox::valueChanged, this,
            [store, minSize](int value) { settings::write(*store, minSize, value); });
}

void CallMapView::setBusy(bool busy)
{
    m_activity.setBusy(busy); // ViewTabs::isBusy(): screenshots wait for the map
}

void CallMapView::setRecolouring(
    std::function<std::optional<QColor>(FunctionId, const QColor&)> recolour, QWidget* legend)
{
    m_recolour = std::move(recolour);
    if (m_legend && m_legend != legend)
        m_legend->hide();
    if (legend && legend->parentWidget() != this) {
        legend->setParent(this);
        layout()->addWidget(legend); // under the map
    }
    m_legend = legend;
    if (legend)
        legend->show();
    request();
}

void CallMapView::request()
{
    updateHeader();
    m_root = m_session.activeFunction();
    if (!m_session.hasProfile()) {
        m_job.cancel();
        setBusy(false);
        m_canvas->setMessage(tr("No profile loaded"));
        return;
    }
    if (!m_root.isValid()) {
        m_job.cancel();
        setBusy(false);
        m_canvas->setMessage(m_session.activeCycle() >= 0
                                 ? tr("A recursion cycle is selected: select one of "
                                      "its functions to see its call map")
                                 : tr("Select a function to see its call map"));
        return;
    }
    if (m_canvas->width() < 2 || m_canvas->height() < 2) {
        m_job.cancel(); // not laid out yet (or collapsed): its resize brings it back here
        setBusy(false);
        return;
    }

    CallMapScene::Request request;
    request.snapshot = m_session.snapshot();
    request.root = m_root;
    request.tree.direction = direction();
    request.tree.event = m_session.primaryEvent();
    request.tree.events = std::make_shared<const EventSet>(m_session.events());
    request.tree.maxDepth = m_depth->value();
    request.size = m_canvas->size();
    request.titleHeight = std::ceil(QFontMetricsF(m_canvas->font()).height()) + 2;
    request.minSize = m_minSize->value();
    request.split = m_split;
    request.shortNames = m_session.shortNames();
    m_requestedShortNames = request.shortNames;
    request.style = callmaprenderer::styleOf(m_canvas->palette(), m_canvas->font(),
                                             m_canvas->devicePixelRatioF());
    request.style.recolour = m_recolour;
    request.style.names = m_names;
    request.style.costs = m_costs;

    request.eventName = m_session.eventName(request.tree.event);
    request.secondaryEvent = m_session.secondaryEvent();
    if (request.secondaryEvent >= 0)
        request.secondaryName = m_session.eventName(request.secondaryEvent);
    m_job.submit(std::move(request));
}

void CallMapView::finished(const std::shared_ptr<const CallMapScene>& scene)
{
    if (!scene || !scene->profile)
        return;
    if (scene->tree.isEmpty() || !(scene->tree.node(0).cost > 0)) {
        m_canvas->setMessage(
            tr("%1 has no %2 cost to show")
                .arg(m_session.shownName(scene->profile->functionName(scene->root)),
                     scene->eventName));
    } else {
        installTooltipFormat(*scene);
        m_canvas->setScene(scene);
    }
}

void CallMapView::installTooltipFormat(const CallMapScene& scene)
{
    // Costs are formatted with the scene's event set and totals, not the Session's current ones:
    // between a change of the event types and the next scene, the Session's indexes may name
    // other types. Only whether to show percentages is read live (a display choice).
    const Session* session = &m_session;
    const auto events =
        scene.events || !scene.profile
            ? scene.events
            : std::shared_ptr<const EventSet>(scene.profile, &scene.profile->events());
    const auto flat = scene.flat;
    const auto formatter = [session, events, flat](int event) {
        return [session, events, flat, event](double value) {
            const Cost cost = Cost(std::llround(value));
            if (!session->showPercentages())
                return QLocale().toString(cost);
            const EventSet* set = events.get();
            Cost total = 0;
            if (set && flat && !flat->totals().empty() && event >= 0 && event < set->count() &&
                int(flat->totals().size()) >= set->realCount())
                total = set->value(flat->totals(), event);
            return costtext::percent(cost, total);
        };
    };
    m_canvas->setCostFormatter(formatter(scene.event), scene.eventName);
    const auto secondary = formatter(scene.secondaryEvent);
    m_canvas->setSecondaryEvent(scene.secondaryEvent, scene.secondaryName,
                                [secondary](Cost value) { return secondary(double(value)); });
}

void CallMapView::updateHeader()
{
    const FunctionId f = m_session.activeFunction();
    if (!m_session.hasProfile() || !f.isValid()) {
        m_header->setFullText(QString());
        m_headerCost->clear();
        return;
    }
    const Profile& profile = *m_session.profile();
    const int event = m_session.primaryEvent();
    const Cost inclusive = m_session.value(m_session.flatProfile().inclusive(f), event);
    const QString name = m_session.shownName(profile.functionName(f));
    //: The active function's name before its cost in the Call Map's header
    m_header->setFullText(tr("%1:").arg(name.left(200)));
    //: The active function's cost after its name in the Call Map's header: "1,234 Ir inclusive"
    m_headerCost->setText(
        tr("%1 %2 inclusive")
            .arg(costtext::format(m_session, inclusive, event, costtext::Base::Total),
                 m_session.eventName(event)));
}

std::unique_ptr<QMenu> CallMapView::contextMenu(int node)
{
    auto menu = std::make_unique<QMenu>(this);
    const auto scene = m_canvas->scene();
    if (scene && node > 0 && scene->layout.isShown(node)) {
        const FunctionId function = scene->tree.node(node).function;
        menu->addAction(tr("Make '%1' Active").arg(menuEntryName(scene->labels[node].front())),
                        this, [this, function] { m_session.navigateTo(function); });
        // The rectangles it is nested in, innermost first, as in KCachegrind's "Go To".
        QMenu* path = menu->addMenu(tr("Go To"));
        for (std::int32_t up = scene->tree.node(node).parent; up > 0;
             up = scene->tree.node(up).parent) {
            const FunctionId f = scene->tree.node(up).function;
            path->addAction(menuEntryName(scene->labels[up].front()), this,
                            [this, f] { m_session.navigateTo(f); });
        }
        path->setEnabled(!path->isEmpty());
        menu->addAction(tr("Copy Name"), this, [scene, function] {
            QApplication::clipboard()->setText(scene->profile->functionName(function));
        });
        menu->addSeparator();
        // The scene may be of the profile before a transform: its ids are then another's.
        if (scene->profile == m_session.profile()) {
            TransformActions::addTo(menu.get(), m_session, function);
            menu->addSeparator();
        }
    }
    auto* group = new QActionGroup(menu.get());
    for (int i = 0; i < m_direction->count(); ++i) {
        QAction* action = menu->addAction(m_direction->itemText(i), this,
                                          [this, i] { m_direction->setCurrentIndex(i); });
        action->setCheckable(true);
        action->setChecked(i == m_direction->currentIndex());
        group->addAction(action);
    }
    menu->addSeparator();
    QAction* deeper = menu->addAction(tr("One Level Deeper"), this,
                                      [this] { m_depth->setValue(m_depth->value() + 1); });
    deeper->setEnabled(m_depth->value() < m_depth->maximum());
    QAction* shallower = menu->addAction(tr("One Level Less"), this,
                                         [this] { m_depth->setValue(m_depth->value() - 1); });
    shallower->setEnabled(m_depth->value() > m_depth->minimum());
    menu->addSeparator();
    QMenu* split = menu->addMenu(tr("Split"));
    auto* splits = new QActionGroup(split);
    const std::array<std::pair<CallMapLayout::Split, QString>, 4> splitNames{{
        {CallMapLayout::Split::Best, tr("Squarified")},
        {CallMapLayout::Split::Horizontal, tr("Side by Side")},
        {CallMapLayout::Split::Vertical, tr("Stacked")},
        {CallMapLayout::Split::Alternate, tr("Alternating")},
    }};
    for (const auto& entry : splitNames) {
        const CallMapLayout::Split mode = entry.first;
        QAction* action = split->addAction(entry.second, this, [this, mode] { setSplit(mode); });
        action->setCheckable(true);
        action->setChecked(mode == m_split);
        splits->addAction(action);
    }
    QMenu* labels = menu->addMenu(tr("Labels"));
    QAction* names =
        labels->addAction(tr("Names"), this, [this](bool on) { setLabels(on, m_costs); });
    names->setCheckable(true);
    names->setChecked(m_names);
    QAction* costs =
        labels->addAction(tr("Costs"), this, [this](bool on) { setLabels(m_names, on); });
    costs->setCheckable(true);
    costs->setChecked(m_costs);
    return menu;
}

void CallMapView::showContextMenu(int node, const QPoint& globalPosition)
{
    contextMenu(node)->exec(globalPosition);
}

} // namespace tally
